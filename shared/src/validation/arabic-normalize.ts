const arabicIndicZero = 0x0660;
const persianZero = 0x06f0;

/** Turns Arabic-Indic (٠-٩) and Persian (۰-۹) digits into ASCII digits; other characters are kept. */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= persianZero ? persianZero : arabicIndicZero));
  });
}

/**
 * Folds text for matching: digits to ASCII, lower case, no diacritics (tashkeel, Latin accents) or tatweel,
 * أ/إ/آ/ٱ → ا, ة → ه, ى → ي, punctuation to single spaces. The API stores search text folded this way and
 * folds every query the same way, so both sides must keep using this one function.
 */
export function normalizeForSearch(text: string): string {
  return (
    normalizeDigits(text)
      // NFKD splits أ into ا + hamza mark (and presentation forms into base letters), so dropping marks folds them
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/\u0640/g, '')
      .replace(/[\u0671-\u0673\u0675]/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064a')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

const shortWordLength = 3;

/**
 * The folded words of a search query that a match must contain, longest first, at most `limit`: a word
 * inside a longer one adds nothing, and words under three letters (al, dr, و) are dropped when a longer word
 * is there, since nearly every entry has them and trigram indexes cannot look them up.
 */
export function searchTokens(text: string, limit = 5): string[] {
  const words = [...new Set(normalizeForSearch(text).split(' ').filter(Boolean))].sort((a, b) => b.length - a.length);
  const hasLongWord = words.some((word) => word.length >= shortWordLength);
  return words
    .filter((word, index) => !words.slice(0, index).some((longer) => longer.includes(word)))
    .filter((word) => !hasLongWord || word.length >= shortWordLength)
    .slice(0, limit);
}
