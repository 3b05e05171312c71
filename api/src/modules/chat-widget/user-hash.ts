import { createHmac } from 'node:crypto';

/** Intercom's identity verification: HMAC-SHA256 of the user id, keyed with the workspace's secret, in hex. */
export function chatWidgetUserHash(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId).digest('hex');
}
