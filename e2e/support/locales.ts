export const locales = [
  { code: 'ar', prefix: '', dir: 'rtl', brand: 'سكينة' },
  { code: 'en', prefix: '/en', dir: 'ltr', brand: 'Sakina' },
] as const;

export type LocaleCase = (typeof locales)[number];

export const localized = (locale: LocaleCase, path: string) =>
  locale.prefix && path === '/' ? locale.prefix : `${locale.prefix}${path}`;
