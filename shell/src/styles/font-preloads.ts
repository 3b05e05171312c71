import type { Locale } from '@sakina/shared/contracts';
import arabicBold from './fonts/plex-arabic-arabic-700.subset.woff2';
import arabicRegular from './fonts/plex-arabic-arabic-400.subset.woff2';
import latinBold from './fonts/plex-arabic-latin-700.subset.woff2';
import latinRegular from './fonts/plex-arabic-latin-400.subset.woff2';

/**
 * The font files each language's pages preload (fonts.css), the subsets of the page's script: regular, which the
 * largest text of most pages uses (Lighthouse's LCP element is the lead or intro paragraph of the directory, a
 * practitioner and an article) and is `optional`, so the preload has it there for the first paint; and bold, the
 * headings' (the LCP element of the home pages), which is `block`: preloaded, it is there before the first paint too,
 * so a heading neither waits nor re-flows when it arrives (without its preload the article's lead moved: CLS 0.028).
 */
export const pageFonts: Record<Locale, readonly string[]> = {
  ar: [arabicRegular, arabicBold],
  en: [latinRegular, latinBold],
};
