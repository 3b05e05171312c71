import { normalizeDigits } from '../arabic-normalize';

export const saudiIbanLength = 24;

export type SaudiIbanProblem = 'iban_not_saudi' | 'iban_length' | 'iban_invalid';

/** The IBAN as stored: Arabic-Indic digits as ASCII, no spaces or dashes, capital letters. */
export function normalizeIban(text: string): string {
  return normalizeDigits(text)
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

/** ISO 13616: the first four characters moved to the end, letters as 10–35, the number modulo 97 must be 1. */
export function hasValidIbanChecksum(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** What is wrong with a typed Saudi IBAN (SA, 2 check digits, 2-digit bank code, 18 account characters), or null. */
export function saudiIbanProblem(text: string): SaudiIbanProblem | null {
  const iban = normalizeIban(text);
  if (!iban.startsWith('SA')) return 'iban_not_saudi';
  if (iban.length !== saudiIbanLength) return 'iban_length';
  if (!/^SA\d{4}[A-Z0-9]{18}$/.test(iban)) return 'iban_invalid';
  return hasValidIbanChecksum(iban) ? null : 'iban_invalid';
}
