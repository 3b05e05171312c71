import { defineRateLimitRule } from '../../rate-limit/rules';

const minutes = (count: number) => count * 60;

// Per email they slow down guessing one person's password or code; per IP, one client trying many addresses.
export const registerRule = defineRateLimitRule('account-register', {
  perIp: { points: 20, durationSeconds: minutes(60) },
  perEmail: { points: 5, durationSeconds: minutes(60) },
});

export const signInRule = defineRateLimitRule('account-sign-in', {
  perIp: { points: 100, durationSeconds: minutes(15) },
  perEmail: { points: 10, durationSeconds: minutes(15) },
});

export const confirmCodeRule = defineRateLimitRule('account-confirm-code', {
  perIp: { points: 30, durationSeconds: minutes(15) },
  perEmail: { points: 20, durationSeconds: minutes(15) },
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
