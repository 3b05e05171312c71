import { z } from 'zod';

export const passwordMinLength = 8;
export const passwordMaxLength = 30;

/** The rules of SPEC §5, in the order the strength hint lists them; each names its `validation` message key. */
export const passwordRules = [
  {
    name: 'length',
    code: 'password_length',
    test: (value: string) => value.length >= passwordMinLength && value.length <= passwordMaxLength,
  },
  { name: 'uppercase', code: 'password_uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { name: 'lowercase', code: 'password_lowercase', test: (value: string) => /[a-z]/.test(value) },
  { name: 'digit', code: 'password_digit', test: (value: string) => /[0-9]/.test(value) },
  { name: 'spaces', code: 'password_no_spaces', test: (value: string) => !/\s/.test(value) },
  // Printable ASCII only (spaces are the rule above): Arabic letters, Arabic-Indic digits and other scripts are refused.
  { name: 'english', code: 'password_english_only', test: (value: string) => /^[\x21-\x7e\s]*$/.test(value) },
] as const;

export type PasswordRuleName = (typeof passwordRules)[number]['name'];

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'strong';

/** The rules a password meets, and how strong it is: 'strong' needs every rule plus some length or a symbol. */
export function passwordStrength(value: string): {
  strength: PasswordStrength;
  met: Record<PasswordRuleName, boolean>;
} {
  const met = Object.fromEntries(passwordRules.map((rule) => [rule.name, rule.test(value)])) as Record<
    PasswordRuleName,
    boolean
  >;
  if (value.length === 0) return { strength: 'empty', met };
  if (!Object.values(met).every(Boolean)) return { strength: 'weak', met };
  const hasSymbol = /[^A-Za-z0-9]/.test(value);
  return { strength: value.length >= 12 || hasSymbol ? 'strong' : 'fair', met };
}

/** A new password: every rule, reported one at a time (too short first) with its own message key. */
export const passwordSchema = z.string({ error: 'required' }).superRefine((value, context) => {
  if (value.length === 0) {
    context.addIssue({ code: 'custom', message: 'required' });
    return;
  }
  const broken = passwordRules.find((rule) => !rule.test(value));
  if (broken) context.addIssue({ code: 'custom', message: broken.code });
});

/** The confirmation field beside a new password; its mismatch message is 'Password does not match'. */
export const passwordConfirmationSchema = z.string({ error: 'required' }).min(1, 'required');

export function passwordsMatch(value: { password: string; passwordConfirmation: string }): boolean {
  return value.password === value.passwordConfirmation;
}

/** The options of the `passwordsMatch` refinement: checked even while other fields are invalid. */
export const passwordMismatch: {
  message: string;
  path: PropertyKey[];
  when: (payload: { value: unknown }) => boolean;
} = {
  message: 'password_mismatch',
  path: ['passwordConfirmation'],
  when: (payload) => {
    const value = payload.value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
    return (
      typeof value?.password === 'string' &&
      typeof value.passwordConfirmation === 'string' &&
      value.passwordConfirmation !== ''
    );
  },
};
