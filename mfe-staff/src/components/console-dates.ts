import type { Locale } from '@sakina/shared/contracts';

// The console's dates elsewhere (listings, queue, audit) are written in these locales too.
const dateLocales: Record<Locale, string> = { ar: 'ar-SA', en: 'en-GB' };

export const formatDate = (iso: string, locale: Locale) => new Date(iso).toLocaleDateString(dateLocales[locale]);

export const formatDateTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short' });
