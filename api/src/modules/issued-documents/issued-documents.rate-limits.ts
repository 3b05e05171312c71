import { defineRateLimitRule } from '../../rate-limit/rules';

/** Every request of the issuing API, before the key is checked. */
export const documentsServiceRule = defineRateLimitRule('documents-service', {
  perIp: { points: 600, durationSeconds: 60 },
});
/** Requests with a wrong or missing key: a guesser gets 10 tries per 15 minutes. */
export const documentsServiceRefusedRule = defineRateLimitRule('documents-service-refused', {
  perIp: { points: 10, durationSeconds: 15 * 60 },
});
/** Opening a document by its link (the page's request and its query). */
export const documentViewRule = defineRateLimitRule('document-view', { perIp: { points: 120, durationSeconds: 60 } });
/** /verify/<code>: codes are 12 characters from 31, so guessing is hopeless, and slow. */
export const documentVerificationRule = defineRateLimitRule('document-verification', {
  perIp: { points: 60, durationSeconds: 60 },
});
