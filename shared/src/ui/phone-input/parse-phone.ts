import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { normalizeDigits } from '../utils/normalize-digits';

export type PhoneValue = {
  /** Dial code without the plus, e.g. '966'. */
  countryCode: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'SA'. */
  country: string;
  /** What was typed, with Arabic-Indic digits turned into ASCII. */
  number: string;
  valid: boolean;
  /** International format, e.g. '+966 50 123 4567' (also for an incomplete number). */
  formatted: string;
  nationalNumber: string;
  /** E.164, e.g. '+966501234567'; empty unless the number is valid. */
  e164: string;
};

export const defaultPhoneCountry = 'SA';
export const phoneMaxLength = 25;

const callingCodes = metadata.country_calling_codes as Record<string, CountryCode[]>;

function toCountryCode(country: string): CountryCode {
  const upper = country.toUpperCase();
  return isSupportedCountry(upper) ? upper : defaultPhoneCountry;
}

/** Keeps digits (Arabic-Indic ones turned into ASCII), spaces, dashes, brackets and one leading plus. */
export function sanitizePhoneText(text: string): string {
  const kept = normalizeDigits(text)
    .replace(/[^\d+\s\-().]/g, '')
    .replace(/^\s+/, '');
  const international = kept.startsWith('+');
  const rest = (international ? kept.slice(1) : kept).replace(/\+/g, '');
  return (international ? `+${rest}` : rest).slice(0, phoneMaxLength);
}

function leadingCallingCode(digits: string): string | undefined {
  for (let length = 1; length <= 3; length += 1) {
    const candidate = digits.slice(0, length);
    if (candidate.length === length && callingCodes[candidate]) return candidate;
  }
  return undefined;
}

function countryOfInternational(text: string, parsed: PhoneNumber | undefined, chosen: CountryCode): CountryCode {
  if (parsed?.country && parsed.isValid()) return parsed.country;
  const callingCode = parsed?.countryCallingCode ?? leadingCallingCode(text.replace(/\D/g, ''));
  if (!callingCode) return chosen;
  const candidates = callingCodes[callingCode] ?? [];
  // Keep the chosen country while it shares the dial code (+1 for the US and Canada, +44 for the UK and Jersey).
  if (candidates.includes(chosen)) return chosen;
  return parsed?.country ?? candidates[0] ?? chosen;
}

export function emptyPhoneValue(country: string = defaultPhoneCountry): PhoneValue {
  const countryCode = toCountryCode(country);
  return {
    countryCode: getCountryCallingCode(countryCode),
    country: countryCode,
    number: '',
    valid: false,
    formatted: '',
    nationalNumber: '',
    e164: '',
  };
}

/** Reads a typed number: one starting with + is international (and decides the country), anything else is read against `country`. */
export function parsePhone(number: string, country: string): PhoneValue {
  const text = sanitizePhoneText(number);
  const chosen = toCountryCode(country);
  if (text.replace(/\D/g, '') === '') return { ...emptyPhoneValue(chosen), number: text };

  const international = text.startsWith('+');
  const parsed = parsePhoneNumberFromString(text, international ? undefined : chosen);
  const resolvedCountry = international ? countryOfInternational(text, parsed, chosen) : chosen;
  const valid = parsed?.isValid() ?? false;
  return {
    countryCode: getCountryCallingCode(resolvedCountry),
    country: resolvedCountry,
    number: text,
    valid,
    formatted: parsed?.formatInternational() ?? '',
    nationalNumber: parsed?.nationalNumber ?? '',
    e164: valid && parsed ? parsed.number : '',
  };
}
