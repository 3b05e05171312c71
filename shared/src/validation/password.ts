import { z } from 'zod';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** Characters as a person counts them (code points), so an Arabic or emoji password is measured fairly. */
export const passwordLength = (value: string) => [...value].length;

/**
 * The rules a new password must meet, in the order the hint lists them; each names its `validation` message key.
 * Any script, spaces and symbols are welcome and no character classes are required: length and the
 * breached-password list (checked by `passwordSchema`, asynchronously) are what make a password hard to guess.
 */
export const passwordRules = [
  {
    name: 'length',
    code: 'password_length',
    test: (value: string) => passwordLength(value) >= passwordMinLength && passwordLength(value) <= passwordMaxLength,
  },
] as const;

export type PasswordRuleName = (typeof passwordRules)[number]['name'];

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'strong';

/** The rules a password meets, and how strong it is: 'strong' from 12 characters on. */
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
  return { strength: passwordLength(value) >= 12 ? 'strong' : 'fair', met };
}

let breachedPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The breached-password list shipped with @zxcvbn-ts/language-common (about 49,000 passwords from public
 * leaks; the ones of 8 characters or more are kept), loaded once, on first use: forms preload it so the
 * browser fetches it only on the pages that set a password.
 */
export function loadBreachedPasswords(): Promise<ReadonlySet<string>> {
  breachedPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((password) => passwordLength(password) >= passwordMinLength)),
  );
  return breachedPasswords;
}

/** Whether a password (in any letter case) is on the breached-password list. */
export async function isBreachedPassword(value: string): Promise<boolean> {
  return (await loadBreachedPasswords()).has(value.toLowerCase());
}

/**
 * A new password: 8 to 128 characters of any kind, not on the breached-password list; one message at a time.
 * Asynchronous (the list loads on first use): parse it with `parseAsync` / `safeParseAsync`.
 */
export const passwordSchema = z
  .string({ error: 'required' })
  .superRefine((value, context) => {
    if (value.length === 0) {
      context.addIssue({ code: 'custom', message: 'required' });
      return;
    }
    const broken = passwordRules.find((rule) => !rule.test(value));
    if (broken) context.addIssue({ code: 'custom', message: broken.code });
  })
  // Not after a rule above failed: one message at a time. (An issue that stops the parse would also stop the
  // form's "does not match" check, which must still run.)
  .superRefine(async (value, context) => {
    if (value.length === 0 || passwordRules.some((rule) => !rule.test(value))) return;
    if (await isBreachedPassword(value)) context.addIssue({ code: 'custom', message: 'password_breached' });
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
