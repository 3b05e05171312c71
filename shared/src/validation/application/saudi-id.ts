import { normalizeDigits } from '../arabic-normalize';

export type SaudiIdProblem =
  'required' | 'number_invalid' | 'national_id_length' | 'national_id_prefix' | 'national_id_invalid';

/**
 * Whether the check digit of a 10-digit Saudi national ID or iqama holds: Luhn over the ten digits, doubling
 * positions 1, 3, 5, 7 and 9 (see shared/research/saudi-rules.md).
 */
export function hasValidSaudiIdCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      total += doubled > 9 ? doubled - 9 : doubled;
    } else {
      total += digit;
    }
  }
  return total % 10 === 0;
}

/** What is wrong with a typed national ID or iqama number (Arabic-Indic digits allowed), or null when valid. */
export function saudiIdProblem(text: string): SaudiIdProblem | null {
  const digits = normalizeDigits(text).replace(/\s+/g, '');
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'number_invalid';
  if (digits.length !== 10) return 'national_id_length';
  if (digits[0] !== '1' && digits[0] !== '2') return 'national_id_prefix';
  return hasValidSaudiIdCheckDigit(digits) ? null : 'national_id_invalid';
}

/** Appends the check digit to nine digits, e.g. for test data: withSaudiIdCheckDigit('100000000') is '1000000008'. */
export function withSaudiIdCheckDigit(nineDigits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${nineDigits}${digit}`;
    if (hasValidSaudiIdCheckDigit(candidate)) return candidate;
  }
  throw new Error(`No check digit completes ${nineDigits}`);
}
