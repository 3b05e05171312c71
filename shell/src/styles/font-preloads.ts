import type { Locale } from '@sakina/shared/contracts';
import arabicRegular from './fonts/plex-arabic-arabic-400.subset.woff2';
import latinRegular from './fonts/plex-arabic-latin-400.subset.woff2';

/**
 * The one font file each language's pages preload (fonts.css): the regular subset of the page's script, which the
 * largest text of the Arabic pages uses (the lead or intro paragraph: Lighthouse's LCP element on the home page's
 * hero aside, the directory, a practitioner and an article) and the body of the English ones. Regular is
 * `optional`, so a file that came too late would leave that text in the system's font for the page's life; the
 * preload has it there for the first paint. Headings (bold, `block`) wait for their own file instead.
 */
export const bodyFont: Record<Locale, string> = { ar: arabicRegular, en: latinRegular };
