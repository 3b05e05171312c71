import { z } from 'zod';
import {
  isSupportedCountry,
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';
import { normalizeDigits } from './arabic-normalize';

// In a module of its own, so a form without a phone (newsletter, sign-in) does not carry the phone metadata.

const phoneErrorCodes: Record<string, string> = {
  INVALID_COUNTRY: 'phone_country_invalid',
  TOO_SHORT: 'phone_too_short',
  TOO_LONG: 'phone_too_long',
};

export const phoneMaxInputLength = 25;

/**
 * A phone as the phone input holds it: the chosen country (ISO 3166 alpha-2) and the typed number.
 * A number starting with + is read as international, otherwise against the chosen country.
 * The output is the E.164 form, e.g. +966501234567.
 */
export const phoneSchema = z
  .object({
    country: z.string({ error: 'phone_country_invalid' }),
    number: z.string({ error: 'required' }),
  })
  .transform((value, context) => {
    const number = normalizeDigits(value.number).trim();
    const country = value.country.trim().toUpperCase();
    const fail = (code: string) => {
      context.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    };
    if (number === '') return fail('required');
    if (number.length > phoneMaxInputLength) return fail('phone_too_long');
    const international = number.startsWith('+');
    if (!international && !isSupportedCountry(country)) return fail('phone_country_invalid');
    const options = international ? undefined : { defaultCountry: country as CountryCode };
    try {
      const phone = parsePhoneNumberWithError(number, options);
      if (!phone.isValid())
        return fail(phoneErrorCodes[validatePhoneNumberLength(number, options) ?? ''] ?? 'phone_invalid');
      return phone.number;
    } catch (error) {
      if (error instanceof ParseError) return fail(phoneErrorCodes[error.message] ?? 'phone_invalid');
      throw error;
    }
  });
