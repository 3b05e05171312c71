// Types only: the contracts entry also loads React code at run time.
import type { Locale } from '@sakina/shared/contracts';

export const defaultLocale: Locale = 'ar';

/** The preferred of 'ar' and 'en' in an Accept-Language header; Arabic when neither is named. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
    const language = tag.split('-')[0];
    if (language !== 'ar' && language !== 'en') continue;
    const qualityParameter = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
    if (Number.isFinite(quality) && quality > 0 && (!best || quality > best.quality))
      best = { locale: language, quality };
  }
  return best?.locale ?? defaultLocale;
}
