import type { DocumentLanguage } from '@sakina/shared/validation';

const zone = 'Asia/Riyadh';

/**
 * The digits of a document's dates, amounts and counts: Western by default in both languages; an Arabic document
 * may be shown with Arabic-Indic digits (١٢٣) instead. Codes and identifiers stay Western whatever the choice,
 * since people type them.
 */
export type Numerals = 'latn' | 'arab';

/** The numerals a document of this language may be shown in: Arabic-Indic is an Arabic choice only. */
export function numeralsFor(language: DocumentLanguage, wanted: Numerals): Numerals {
  return language === 'ar' ? wanted : 'latn';
}

function localesOf(language: DocumentLanguage, numerals: Numerals) {
  if (language === 'en') {
    return { gregorian: 'en-GB-u-ca-gregory', hijri: 'en-SA-u-ca-islamic-umalqura-nu-latn', number: 'en-SA' };
  }
  const nu = numeralsFor(language, numerals);
  return {
    gregorian: `ar-SA-u-ca-gregory-nu-${nu}`,
    hijri: `ar-SA-u-ca-islamic-umalqura-nu-${nu}`,
    number: `ar-SA-u-nu-${nu}`,
  };
}

/** The locale that formats a document's numbers (what its texts' `{{value, number}}` use). */
export function numberLocale(language: DocumentLanguage, numerals: Numerals): string {
  return localesOf(language, numerals).number;
}

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
export function dualDate(value: string, language: DocumentLanguage, numerals: Numerals, withTime = false): DualDate {
  const { date, timeZone } = instantOf(value);
  const locales = localesOf(language, numerals);
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'long',
    timeZone,
    ...(withTime ? { timeStyle: 'short' } : {}),
  };
  return {
    gregorian: new Intl.DateTimeFormat(locales.gregorian, options).format(date),
    hijri: new Intl.DateTimeFormat(locales.hijri, { dateStyle: 'long', timeZone }).format(date),
  };
}

/** A short Gregorian date for charts and tables. */
export function shortDate(value: string, language: DocumentLanguage, numerals: Numerals): string {
  const { date, timeZone } = instantOf(value);
  return new Intl.DateTimeFormat(localesOf(language, numerals).gregorian, { dateStyle: 'medium', timeZone }).format(
    date,
  );
}

/** A count or a score in the document's digits. */
export function formatNumber(value: number, language: DocumentLanguage, numerals: Numerals): string {
  return new Intl.NumberFormat(numberLocale(language, numerals)).format(value);
}

/** An amount in halalas as SAR, with two decimals. */
export function formatSar(halalas: number, language: DocumentLanguage, numerals: Numerals): string {
  return new Intl.NumberFormat(numberLocale(language, numerals), {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 2,
  }).format(halalas / 100);
}

/** Adds whole days to an instant, giving a calendar date. */
export function addDays(value: string, days: number): string {
  return new Date(new Date(value).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
