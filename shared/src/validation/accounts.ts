import { z } from 'zod';
import { emailSchema } from './common';
import { normalizeDigits } from './arabic-normalize';
import { passwordConfirmationSchema, passwordMismatch, passwordSchema, passwordsMatch } from './password';

export const accountCodeLength = 6;

/** The 6-digit code from the mail; Arabic-Indic digits and stray spaces are accepted. */
export const accountCodeSchema = z
  .string({ error: 'required' })
  .transform((value) => normalizeDigits(value).replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^\d{6}$/, 'code_format'),
  );

/** /auth/apply: the new account. */
export const registerSchema = z
  .object({ email: emailSchema, password: passwordSchema, passwordConfirmation: passwordConfirmationSchema })
  .refine(passwordsMatch, passwordMismatch);

/** Room for 128 characters outside the basic plane (two UTF-16 units each), and then some. */
export const passwordSignInMaxLength = 300;

/** /auth/login: the password is only compared, so older passwords that break today's rules still sign in. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, 'required').max(passwordSignInMaxLength, 'text_too_long'),
});

/** /auth/delete-account: the account's password again, before everything of the person is erased. */
export const deleteAccountSchema = signInSchema.pick({ password: true });

/** /auth/email-confirmation, for both a new address and a password reset. */
export const confirmCodeSchema = z.object({ code: accountCodeSchema });

/** /auth/forget-password. */
export const forgetPasswordSchema = z.object({ email: emailSchema });

/** /auth/new-password, after the reset code was confirmed. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, passwordConfirmation: passwordConfirmationSchema })
  .refine(passwordsMatch, passwordMismatch);

export type RegisterInput = z.input<typeof registerSchema>;
export type SignInInput = z.input<typeof signInSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type ConfirmCodeInput = z.input<typeof confirmCodeSchema>;
export type ForgetPasswordInput = z.input<typeof forgetPasswordSchema>;
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
