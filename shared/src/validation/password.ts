import { z } from 'zod';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** Characters as a person counts them (code points), so an Arabic or emoji password is measured fairly. */
export const passwordLength = (value: string) => [...value].length;

// Letter rows of a keyboard, walked either way: `qwertyui`, `asdfghjk` and the like are no secret.
const keyboardRows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];

/** Each character one after the other (code points up or down by one: 12345678, abcdefgh, 87654321). */
function isAlphabetRun(characters: string[]): boolean {
  const points = characters.map((character) => character.codePointAt(0)!);
  const step = points[1]! - points[0]!;
  return (
    (step === 1 || step === -1) && points.every((point, index) => index === 0 || point - points[index - 1]! === step)
  );
}

function isKeyboardRun(text: string): boolean {
  return keyboardRows.some((row) => row.includes(text) || [...row].reverse().join('').includes(text));
}

/**
 * Whether a password is all one pattern a guesser tries first: only spaces, one character repeated (`qqqqqqqq`),
 * or a plain sequence (`12345678`, `abcdefgh`, `qwertyui`), in any letter case.
 */
export function isTrivialPassword(value: string): boolean {
  const characters = [...value.toLowerCase()];
  if (characters.length < 2) return false;
  if (characters.every((character) => /\s/u.test(character))) return true;
  if (characters.every((character) => character === characters[0])) return true;
  return isAlphabetRun(characters) || isKeyboardRun(characters.join(''));
}

/**
 * The rules a new password must meet, in the order the hint lists them; each names its `validation` message key.
 * Any script, spaces and symbols are welcome and no character classes are required: length, no trivial pattern
 * and the breached-password list (checked by `passwordSchema`, asynchronously) make a password hard to guess.
 */
export const passwordRules = [
  {
    name: 'length',
    code: 'password_length',
    test: (value: string) => passwordLength(value) >= passwordMinLength && passwordLength(value) <= passwordMaxLength,
  },
  {
    name: 'pattern',
    code: 'password_pattern',
    test: (value: string) => value.length > 0 && !isTrivialPassword(value),
  },
] as const;

export type PasswordRuleName = (typeof passwordRules)[number]['name'];

/** 'breached': the rules are met but the password is on the breached list, which the server refuses too. */
export type PasswordStrength = 'empty' | 'weak' | 'breached' | 'fair' | 'strong';

/**
 * The rules a password meets, and how strong it is: 'strong' from 12 characters on. A password on the
 * breached-password list is 'breached' once the list has loaded (`loadBreachedPasswords`), never 'fair' or
 * 'strong', so the meter never accepts what `passwordSchema` refuses.
 */
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
  if (loadedBreachedPasswords?.has(value.toLowerCase())) return { strength: 'breached', met };
  return { strength: passwordLength(value) >= 12 ? 'strong' : 'fair', met };
}

let breachedPasswords: Promise<ReadonlySet<string>> | undefined;
let loadedBreachedPasswords: ReadonlySet<string> | undefined;

/**
 * The breached-password list shipped with @zxcvbn-ts/language-common (about 49,000 passwords from public
 * leaks; the ones of 8 characters or more are kept), loaded once, on first use: forms preload it so the
 * browser fetches it only on the pages that set a password.
 */
export function loadBreachedPasswords(): Promise<ReadonlySet<string>> {
  breachedPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    loadedBreachedPasswords = new Set(
      dictionary['passwords-common'].filter((password) => passwordLength(password) >= passwordMinLength),
    );
    return loadedBreachedPasswords;
  });
  return breachedPasswords;
}

/** Whether a password (in any letter case) is on the breached-password list. */
export async function isBreachedPassword(value: string): Promise<boolean> {
  return (await loadBreachedPasswords()).has(value.toLowerCase());
}

/**
 * A new password: 8 to 128 characters of any kind, not a trivial pattern, not on the breached-password list; one
 * message at a time.
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
