import type { Locale } from '@sakina/shared/contracts';
import arabicRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';
import latinRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2';

/** The body font of each language's pages (fonts.css), preloaded by the server so the first paint can use it. */
export const bodyFont: Record<Locale, string> = { ar: arabicRegular, en: latinRegular };
