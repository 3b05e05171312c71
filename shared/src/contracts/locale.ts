export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ar';

/** The BCP 47 tag used with Intl for each locale. */
export const intlLocale: Record<Locale, string> = { ar: 'ar-SA', en: 'en-US' };

export type Direction = 'rtl' | 'ltr';
export const directionOf = (locale: Locale): Direction => (locale === 'ar' ? 'rtl' : 'ltr');
