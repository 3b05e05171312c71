import { parsePhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { normalizeDigits } from './arabic-normalize';
import { emailSchema, nameSchema, requiredText, wholeNumberSchema } from './common';
import { phoneSchema } from './phone';

export const beneficiaryCountMax = 1_000_000;
export const branchCountMax = 10_000;
export const institutionNameMaxLength = 150;
export const positionMaxLength = 100;

const letters = 'A-Za-z\\u0621-\\u065f\\u0670-\\u06d3\\u06d5\\u06fa-\\u06fc';
// Company names carry joiners people type every day ("Al-Rajhi", "Johnson & Johnson", "S.T.C.", "Acme, Inc."), never digits.
const institutionNamePattern = new RegExp(`^[${letters}]+(?:(?: ?[&.,\u060c] ?| |['-])[${letters}]+)*\\.?$`);

/** An institution's name in Arabic or English letters; inner spaces are collapsed. */
const institutionNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(institutionNameMaxLength, 'text_too_long')
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(z.string().regex(institutionNamePattern, 'name_letters_only'));

/**
 * The phone input's value, which must be a valid number of the country chosen beside it: a number typed
 * nationally is read against that country, and an international one must belong to it. Output: E.164.
 */
const phoneOfChosenCountrySchema = z
  .object({
    country: z.string({ error: 'phone_country_invalid' }),
    number: z.string({ error: 'required' }),
  })
  .transform((value, context) => {
    const fail = (code: string) => {
      context.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    };
    const result = phoneSchema.safeParse(value);
    if (!result.success) {
      const code = result.error.issues[0]?.message ?? 'phone_invalid';
      const international = normalizeDigits(value.number).trim().startsWith('+');
      return fail(code === 'phone_invalid' && !international ? 'phone_not_in_country' : code);
    }
    const country = parsePhoneNumber(result.data).country;
    if (country && country !== value.country.trim().toUpperCase()) return fail('phone_not_in_country');
    return result.data;
  });

/**
 * The corporate service request (/business/register), checked in the browser and again by the API's
 * requestBusinessService. Counts may be typed with Arabic-Indic digits; `phone` is what the phone input holds.
 */
export const businessRequestSchema = z.object({
  institutionName: institutionNameSchema,
  beneficiaryCount: wholeNumberSchema({ min: 1, max: beneficiaryCountMax }),
  branchCount: wholeNumberSchema({ min: 1, max: branchCountMax }),
  employeeName: nameSchema('any'),
  position: requiredText({ min: 2, max: positionMaxLength }),
  phone: phoneOfChosenCountrySchema,
  email: emailSchema,
});

export type BusinessRequestInput = z.input<typeof businessRequestSchema>;
export type BusinessRequest = z.output<typeof businessRequestSchema>;
