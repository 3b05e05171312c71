import type { Locale } from '@sakina/shared/contracts';

// Every date of the console in one style: Gregorian, with Latin digits in Arabic too, as on the rest of the site.
const dateLocales: Record<Locale, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };

export const formatDate = (iso: string, locale: Locale) => new Date(iso).toLocaleDateString(dateLocales[locale]);

export const formatDateTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short' });
