import { intlLocale, type Locale } from '../contracts/locale';

/** Accepts Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII digits. */
export function normalizeDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

const dateOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/** A date (YYYY-MM-DD or Date) in the page's language; Arabic pages add the Hijri date beside it. */
export function formatDate(value: string | Date, locale: Locale, { hijri = locale === 'ar' } = {}): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  const gregorian = new Intl.DateTimeFormat(`${intlLocale[locale]}-u-ca-gregory-nu-latn`, dateOptions).format(date);
  if (!hijri) return gregorian;
  const hijriDate = new Intl.DateTimeFormat(`${intlLocale[locale]}-u-ca-islamic-umalqura-nu-latn`, dateOptions).format(
    date,
  );
  return `${gregorian} (${hijriDate})`;
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(`${intlLocale[locale]}-u-nu-latn`).format(value);
}

/** A price in SAR, Latin digits in both languages so prices read the same everywhere. */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(`${intlLocale[locale]}-u-nu-latn`, {
    style: 'currency',
    currency: 'SAR',
    maximumFractionDigits: 0,
  }).format(amount);
}
