import { intlLocale, type Locale } from '../contracts/locale';

/** Accepts Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII digits. */
export function normalizeDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

const dateOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/** Building an Intl formatter costs far more than using one (a directory page formats hundreds of figures). */
function cachedFormatter<T>(create: (tag: string) => T): (tag: string) => T {
  const formatters = new Map<string, T>();
  return (tag) => {
    let formatter = formatters.get(tag);
    if (!formatter) {
      formatter = create(tag);
      formatters.set(tag, formatter);
    }
    return formatter;
  };
}

const dateFormatter = cachedFormatter((tag) => new Intl.DateTimeFormat(tag, dateOptions));
const numberFormatter = cachedFormatter((tag) => new Intl.NumberFormat(tag));
const priceFormatter = cachedFormatter(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }),
);

/** A date (YYYY-MM-DD or Date) in the page's language; Arabic pages add the Hijri date beside it. */
export function formatDate(value: string | Date, locale: Locale, { hijri = locale === 'ar' } = {}): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  const gregorian = dateFormatter(`${intlLocale[locale]}-u-ca-gregory-nu-latn`).format(date);
  if (!hijri) return gregorian;
  const hijriDate = dateFormatter(`${intlLocale[locale]}-u-ca-islamic-umalqura-nu-latn`).format(date);
  return `${gregorian} (${hijriDate})`;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormatter(`${intlLocale[locale]}-u-nu-latn`).format(value);
}

/** A price in SAR, Latin digits in both languages so prices read the same everywhere. */
export function formatPrice(amount: number, locale: Locale): string {
  return priceFormatter(`${intlLocale[locale]}-u-nu-latn`).format(amount);
}
