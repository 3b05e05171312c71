import { z } from 'zod';
import { normalizeDigits } from './arabic-normalize';

export { normalizeDigits };

/** Every message below is a key of the `validation` i18n namespace (see ./locales). */

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'email_invalid')
  .toLowerCase()
  .pipe(z.email({ error: 'email_invalid' }));

/** Trimmed text that must not be empty. */
export function requiredText({ min = 1, max = 500 }: { min?: number; max?: number } = {}) {
  return z.string({ error: 'required' }).trim().min(1, 'required').min(min, 'text_too_short').max(max, 'text_too_long');
}

/** Trimmed text that may be left empty; empty becomes undefined. */
export function optionalText({ max = 500 }: { max?: number } = {}) {
  return z
    .string()
    .trim()
    .max(max, 'text_too_long')
    .optional()
    .transform((value) => (value ? value : undefined));
}

const arabicLetters = '\\u0621-\\u065f\\u0670-\\u06d3\\u06d5\\u06fa-\\u06fc';
const englishLetters = 'A-Za-z';
const arabicNamePattern = new RegExp(`^[${arabicLetters}]+(?: [${arabicLetters}]+)*$`);
const englishNamePattern = new RegExp(`^[${englishLetters}]+(?:[ '-][${englishLetters}]+)*$`);
const anyNamePattern = new RegExp(
  `^[${arabicLetters}${englishLetters}]+(?:[ '-][${arabicLetters}${englishLetters}]+)*$`,
);

export type NameScript = 'ar' | 'en' | 'any';

const namePatterns: Record<NameScript, { pattern: RegExp; code: string }> = {
  ar: { pattern: arabicNamePattern, code: 'name_arabic_letters_only' },
  en: { pattern: englishNamePattern, code: 'name_english_letters_only' },
  any: { pattern: anyNamePattern, code: 'name_letters_only' },
};

/** A person's name in letters only: Arabic letters, English letters, or either. Inner spaces are collapsed. */
export function nameSchema(script: NameScript = 'any', { max = 100 }: { max?: number } = {}) {
  const { pattern, code } = namePatterns[script];
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'text_too_long')
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(z.string().regex(pattern, code));
}

/** A whole number, typed as a number or as a string that may use Arabic-Indic or Persian digits. */
export function wholeNumberSchema({ min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) {
  return z.union([z.number(), z.string()], { error: 'required' }).transform((value, context) => {
    const fail = (code: string) => {
      context.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    };
    const text = typeof value === 'number' ? String(value) : normalizeDigits(value).trim();
    if (text === '') return fail('required');
    if (!/^\d+$/.test(text)) return fail('number_invalid');
    const number = Number(text);
    if (number < min) return fail('number_too_small');
    if (number > max) return fail('number_too_large');
    return number;
  });
}

/** An absolute http or https link. */
export const urlSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(2000, 'text_too_long')
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'url_invalid' }));

export const maxPageSize = 50;
export const defaultPageSize = 10;

export const pageSchema = z.number().int('number_invalid').min(1, 'number_too_small').max(100_000, 'number_too_large');
export const pageSizeSchema = z
  .number()
  .int('number_invalid')
  .min(1, 'number_too_small')
  .max(maxPageSize, 'number_too_large');

/** Free text typed into a search box. */
export const searchTextSchema = z.string().trim().max(100, 'text_too_long');
