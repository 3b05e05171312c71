import type { Locale } from '@sakina/shared/contracts';
import arabicBold from './fonts/plex-arabic-arabic-700.subset.woff2';
import arabicRegular from './fonts/plex-arabic-arabic-400.subset.woff2';
import latinBold from './fonts/plex-arabic-latin-700.subset.woff2';
import latinRegular from './fonts/plex-arabic-latin-400.subset.woff2';

/**
 * The font files each language's pages preload (fonts.css), the subsets of the page's script: regular, which the
 * largest text uses (Lighthouse's LCP element is a lead, intro or bio paragraph on every page bench:web measures)
 * and which is `optional`, so the preload has it there for the first paint; and bold, the headings', which is
 * `block`: preloaded, it is there before the first paint too, so a heading neither waits nor moves the text below it
 * when it arrives (with regular alone preloaded, an article's heading arrived late: CLS 0.028).
 */
export const pageFonts: Record<Locale, readonly string[]> = {
  ar: [arabicRegular, arabicBold],
  en: [latinRegular, latinBold],
};
