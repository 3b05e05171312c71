import type { DocumentLanguage } from '@sakina/shared/validation';

const zone = 'Asia/Riyadh';
// Western digits in both languages: the codes, numbers and amounts on a document must read the same in both.
const locales: Record<DocumentLanguage, { gregorian: string; hijri: string; number: string }> = {
  ar: {
    gregorian: 'ar-SA-u-ca-gregory-nu-latn',
    hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
    number: 'ar-SA-u-nu-latn',
  },
  en: { gregorian: 'en-GB-u-ca-gregory', hijri: 'en-SA-u-ca-islamic-umalqura-nu-latn', number: 'en-SA' },
};

/** A calendar date (YYYY-MM-DD) or an instant, as a moment to format: calendar dates at noon UTC. */
function instantOf(value: string): { date: Date; timeZone: string } {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? { date: new Date(`${value}T12:00:00Z`), timeZone: 'UTC' }
    : { date: new Date(value), timeZone: zone };
}

export interface DualDate {
  gregorian: string;
  hijri: string;
}

/** The Gregorian and Hijri (Umm al-Qura) dates of a day or instant, in the document's language. */
export function dualDate(value: string, language: DocumentLanguage, withTime = false): DualDate {
  const { date, timeZone } = instantOf(value);
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'long',
    timeZone,
    ...(withTime ? { timeStyle: 'short' } : {}),
  };
  return {
    gregorian: new Intl.DateTimeFormat(locales[language].gregorian, options).format(date),
    hijri: new Intl.DateTimeFormat(locales[language].hijri, { dateStyle: 'long', timeZone }).format(date),
  };
}

/** A short Gregorian date for charts and tables. */
export function shortDate(value: string, language: DocumentLanguage): string {
  const { date, timeZone } = instantOf(value);
  return new Intl.DateTimeFormat(locales[language].gregorian, { dateStyle: 'medium', timeZone }).format(date);
}

/** An amount in halalas as SAR, with two decimals. */
export function formatSar(halalas: number, language: DocumentLanguage): string {
  return new Intl.NumberFormat(locales[language].number, {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 2,
  }).format(halalas / 100);
}

/** Adds whole days to an instant, giving a calendar date. */
export function addDays(value: string, days: number): string {
  return new Date(new Date(value).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
