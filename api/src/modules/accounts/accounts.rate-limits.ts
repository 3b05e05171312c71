import { defineRateLimitRule } from '../../rate-limit/rules';

const minutes = (count: number) => count * 60;
const day = 24 * 60 * 60;

// Per email they slow down guessing one person's password or code; per IP, one client trying many addresses.
export const registerRule = defineRateLimitRule('account-register', {
  perIp: { points: 20, durationSeconds: minutes(60) },
  perEmail: { points: 5, durationSeconds: minutes(60) },
});

/** Counts failed sign-ins only: a successful one gives its attempt back (signIn refunds it). */
export const signInRule = defineRateLimitRule('account-sign-in', {
  perIp: { points: 100, durationSeconds: minutes(15) },
  perEmail: { points: 10, durationSeconds: minutes(15) },
});

export const confirmCodeRule = defineRateLimitRule('account-confirm-code', {
  perIp: { points: 30, durationSeconds: minutes(15) },
  perEmail: { points: 20, durationSeconds: minutes(15) },
});

/** A daily cap per address on codes entered, whatever the code: a new code resets its own five tries, not this. */
export const codeGuessDailyRule = defineRateLimitRule('account-code-guess-daily', {
  perEmail: { points: 20, durationSeconds: day },
});

/** A daily cap per address on codes mailed (registration, sign-in of an unconfirmed account, reset, resend). */
export const codeSendDailyRule = defineRateLimitRule('account-code-send-daily', {
  perEmail: { points: 10, durationSeconds: day },
});

export const resendCodeRule = defineRateLimitRule('account-resend-code', {
  perIp: { points: 20, durationSeconds: minutes(60) },
  perEmail: { points: 6, durationSeconds: minutes(60) },
});

export const passwordResetRule = defineRateLimitRule('account-password-reset', {
  perIp: { points: 10, durationSeconds: minutes(60) },
  perEmail: { points: 5, durationSeconds: minutes(60) },
});

export const newPasswordRule = defineRateLimitRule('account-new-password', {
  perIp: { points: 20, durationSeconds: minutes(60) },
});
