import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { normalizeDigits } from '../arabic-normalize';
import { ageOn, parseIsoDate, todayIso } from './dates';

export const minimumAge = 18;
/** Applicants must be under this age (SPEC §9: 18 to under 70). */
export const ageLimit = 70;

const fail = (context: z.RefinementCtx, code: string) => {
  context.addIssue({ code: 'custom', message: code });
  return z.NEVER;
};

/** A value from a fixed list; empty means nothing was chosen. */
export function choiceSchema<const Options extends readonly [string, ...string[]]>(options: Options) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .pipe(z.enum(options, { error: 'option_invalid' }));
}

/** Several values from a fixed list, at least `min`; repeated values are dropped. */
export function choicesSchema<const Options extends readonly [string, ...string[]]>(
  options: Options,
  { min = 1 } = {},
) {
  return z
    .array(z.enum(options, { error: 'option_invalid' }), { error: 'choose_at_least_one' })
    .max(options.length, 'too_many')
    .transform((values) => [...new Set(values)])
    .refine((values) => values.length >= min, 'choose_at_least_one');
}

/** An ISO 3166 alpha-2 country code, as the country selects give it. */
export const countryCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((value) => value.toUpperCase())
  .refine((value) => isSupportedCountry(value), 'option_invalid');

/** A typed date as YYYY-MM-DD. */
export const dateTextSchema = z.string({ error: 'required' }).transform((value, context) => {
  if (normalizeDigits(value).trim() === '') return fail(context, 'required');
  return parseIsoDate(value) ?? fail(context, 'date_invalid');
});

/** SPEC §5: not in the future, at least 18 and under 70 years old (in Riyadh's calendar). */
export const birthDateSchema = dateTextSchema.transform((date, context) => {
  const today = todayIso();
  if (date > today) return fail(context, 'birth_date_future');
  const age = ageOn(date, today);
  if (age < minimumAge) return fail(context, 'age_too_young');
  if (age >= ageLimit) return fail(context, 'age_too_old');
  return date;
});

/** A date after today, e.g. when a registration expires. */
export const futureDateSchema = dateTextSchema.refine((date) => date > todayIso(), 'date_not_future');

const arabicLetter = /\p{Script=Arabic}/u;
const latinLetter = /\p{Script=Latin}/u;
/** Share of a bio's letters that must be in its own script: a few foreign words (CBT, SCFHS) are fine. */
const ownScriptShare = 0.8;

export const bioMinLength = 30;
export const bioMaxLength = 1500;

/** A bio written in one language: Arabic or English letters make up most of its letters. */
export function bioSchema(language: 'ar' | 'en') {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(bioMinLength, 'text_too_short')
    .max(bioMaxLength, 'text_too_long')
    .superRefine((value, context) => {
      const letters = [...value].filter((character) => /\p{L}/u.test(character));
      const own = letters.filter((character) =>
        (language === 'ar' ? arabicLetter : latinLetter).test(character),
      ).length;
      if (letters.length === 0 || own / letters.length < ownScriptShare) {
        context.addIssue({ code: 'custom', message: language === 'ar' ? 'bio_arabic_only' : 'bio_english_only' });
      }
    });
}

/** An optional link that must point to one of `hosts` (or their subdomains); "x.com/name" gets https:// added. */
export function profileLinkSchema(hosts: readonly string[], code: string) {
  return z
    .string()
    .trim()
    .max(300, 'text_too_long')
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
      let url: URL;
      try {
        url = new URL(withProtocol);
      } catch {
        return fail(context, code);
      }
      const host = url.hostname.toLowerCase();
      const known = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
      const hasProfile = url.pathname.replace(/\/+$/, '').length > 1;
      if (!['http:', 'https:'].includes(url.protocol) || !known || !hasProfile || url.username || url.password) {
        return fail(context, code);
      }
      return url.toString();
    });
}
