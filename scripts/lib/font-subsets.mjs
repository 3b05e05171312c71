// The site's font subsets: which characters they hold, the files they are made from, and the CSS that names them.
// Used by scripts/subset-fonts.mjs (which writes the files) and by its test (which checks the committed files still
// hold every character the site's texts and seed content use).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';

export const fontPackage = '@fontsource/ibm-plex-sans-arabic';
export const family = 'IBM Plex Sans Arabic';
/** The family Arabic pages put first: the Arabic subsets only, spaces included. */
export const arabicPagesFamily = 'IBM Plex Sans Arabic Core';
/** DESIGN.md: regular, medium, bold. */
export const weights = [400, 500, 700];
/** Where the subsets and the generated CSS live (shell/src/styles/). */
export const outputFolder = 'shell/src/styles/fonts';
export const cssFile = 'shell/src/styles/fonts.css';

/**
 * Every feature a browser turns on by itself (Arabic joining forms and ligatures, marks, kerning, contextual
 * alternates), and the tabular figures `font-variant-numeric: tabular-nums` asks for. The rest (stylistic sets,
 * fractions, discretionary ligatures…) is dropped: no style asks for it.
 */
export const layoutFeatures = [
  'ccmp',
  'locl',
  'rlig',
  'rclt',
  'calt',
  'liga',
  'clig',
  'kern',
  'mark',
  'mkmk',
  'curs',
  'isol',
  'init',
  'medi',
  'fina',
  'med2',
  'fin2',
  'fin3',
  'rvrn',
  'tnum',
];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * What a subset holds whatever the texts say: Arabic's letters, vowel marks, digits and punctuation (any article or
 * name may use them), the characters Intl writes in Arabic dates and numbers (digits, separators, the Arabic letter
 * mark), the directional marks and isolates, printable ASCII with the no-break space, and the few symbols the
 * components write themselves. A mark the family does not draw is left out (see subsetPlan).
 */
export const baseCharacters = [
  ...range(0x0020, 0x007e),
  0x00a0,
  0x060c, // Arabic comma
  0x061b, // Arabic semicolon
  0x061c, // Arabic letter mark
  0x061f, // Arabic question mark
  ...range(0x0621, 0x063a), // letters
  ...range(0x0640, 0x0652), // tatweel, letters, vowel marks
  0x0654,
  0x0655,
  ...range(0x0660, 0x066d), // Arabic-Indic digits, percent, decimal and thousands separators, star
  0x0670, // superscript alef
  ...range(0x200c, 0x200f), // zero-width non-joiner and joiner, left-to-right and right-to-left marks
  0x00a7, // §, ·: separators the pages write in code
  0x00b7,
  0x2022, // bullet
  0x2066, // the directional isolates
  0x2067,
  0x2068,
  0x2069,
  0x2013, // dashes and quotes Intl and editors write
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2026,
];

/**
 * The two scripts, each subset from @fontsource's file of that script (whose unicode-range it covers): the subset
 * takes the characters of that range, the full file stays behind for the rest of the range.
 */
export const scripts = ['arabic', 'latin'];
/** Further @fontsource files that only ever serve as the fallback for what no subset holds (names, quotes). */
export const fallbackOnlyScripts = ['latin-ext'];

/** Folders whose JSON files hold what the site shows: the texts of every frontend and the seed content. */
const textRoots = ['shell/src', 'shared/src', 'mfe-public/src', 'mfe-practitioner/src', 'mfe-business/src'];
const moreTextRoots = ['mfe-documents/src', 'mfe-staff/src', 'api/seed-content'];

function jsonFiles(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...jsonFiles(full));
    else if (entry.name.endsWith('.json') && !entry.name.startsWith('tsconfig')) found.push(full);
  }
  return found;
}

function collectStrings(value, into) {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

/** Every JSON file of texts (i18n, vocabulary, instruments, help lines) and seed content, relative to the root. */
export function textFiles(root) {
  return [...textRoots, ...moreTextRoots]
    .flatMap((folder) => jsonFiles(path.join(root, folder)))
    .map((file) => path.relative(root, file))
    .sort();
}

/** The code points the site's texts and seed content use, each with the first file it was seen in. */
export function usedCharacters(root) {
  const used = new Map();
  for (const file of textFiles(root)) {
    const strings = collectStrings(JSON.parse(readFileSync(path.join(root, file), 'utf8')), []);
    for (const text of strings) {
      for (const character of text) {
        const codePoint = character.codePointAt(0);
        if (codePoint >= 0x20 && !used.has(codePoint)) used.set(codePoint, file);
      }
    }
  }
  return used;
}

/** Parses a unicode-range list ('U+0600-06FF,U+200C') into a set of code points. */
export function parseUnicodeRange(text) {
  const codePoints = new Set();
  for (const part of text.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (const codePoint of range(parseInt(from, 16), parseInt(to, 16))) codePoints.add(codePoint);
  }
  return codePoints;
}

/** Writes a set of code points as a unicode-range value, consecutive points joined. */
export function formatUnicodeRange(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const parts = [];
  const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  for (let index = 0; index < sorted.length; index += 1) {
    const from = sorted[index];
    while (sorted[index + 1] === sorted[index] + 1) index += 1;
    parts.push(from === sorted[index] ? `U+${hex(from)}` : `U+${hex(from)}-${hex(sorted[index])}`);
  }
  return parts.join(', ');
}

/** @fontsource's unicode ranges of the package's files, by script. */
export function sourceRanges(root) {
  const ranges = JSON.parse(readFileSync(path.join(root, 'node_modules', fontPackage, 'unicode.json'), 'utf8'));
  return Object.fromEntries(Object.entries(ranges).map(([script, text]) => [script, parseUnicodeRange(text)]));
}

export const sourceFile = (root, script, weight) =>
  path.join(root, 'node_modules', fontPackage, 'files', `ibm-plex-sans-arabic-${script}-${weight}-normal.woff2`);
export const subsetFileName = (script, weight) => `plex-arabic-${script}-${weight}.subset.woff2`;

/** The code points a font file (woff2, woff or sfnt) maps to a glyph: its cmap's format 4 and 12 tables. */
export async function fontCodePoints(buffer) {
  const font = Buffer.from(await fontverter.convert(buffer, 'sfnt'));
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const codePoints = new Set();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let index = 0; index < subtables; index += 1) {
    const start = cmap + font.readUInt32BE(cmap + 4 + index * 8 + 4);
    const format = font.readUInt16BE(start);
    if (format === 4) {
      const segments = font.readUInt16BE(start + 6) / 2;
      const ends = start + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const offsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = font.readUInt16BE(ends + segment * 2);
        const first = font.readUInt16BE(starts + segment * 2);
        const delta = font.readUInt16BE(deltas + segment * 2);
        const offsetAt = offsets + segment * 2;
        const offset = font.readUInt16BE(offsetAt);
        for (let codePoint = first; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
          const glyph =
            offset === 0
              ? (codePoint + delta) & 0xffff
              : font.readUInt16BE(offsetAt + offset + (codePoint - first) * 2);
          if (glyph !== 0) codePoints.add(codePoint);
        }
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(start + 12);
      for (let group = 0; group < groups; group += 1) {
        const at = start + 16 + group * 12;
        const first = font.readUInt32BE(at);
        const last = font.readUInt32BE(at + 4);
        for (let codePoint = first; codePoint <= last; codePoint += 1) codePoints.add(codePoint);
      }
    }
  }
  return codePoints;
}

/**
 * What each subset holds: the base characters and the used ones that fall in its script's range and that the full
 * file has (a character the family does not draw is left to the system's fonts, subset or not). The Arabic file also
 * holds the Latin file's digits, spaces and punctuation (`common`), so an Arabic line needs that one file; the
 * Arabic pages' family gives it those (see the CSS), the English pages take them from the Latin file.
 * Then what each full file is left to serve: what it draws of its range, less every subset and every file before it
 * (@fontsource's ranges overlap a little), so no two faces of a family and weight claim one character and a full
 * file loads only on a page that needs it.
 */
export async function subsetPlan(root) {
  const ranges = sourceRanges(root);
  const used = usedCharacters(root);
  const wanted = new Set([...baseCharacters, ...used.keys()]);
  const taken = new Set();
  const own = {};
  for (const script of scripts) {
    const inFont = await fontCodePoints(readFileSync(sourceFile(root, script, 400)));
    const codePoints = new Set(
      [...wanted].filter(
        (codePoint) => ranges[script].has(codePoint) && inFont.has(codePoint) && !taken.has(codePoint),
      ),
    );
    for (const codePoint of codePoints) taken.add(codePoint);
    own[script] = codePoints;
  }
  const arabicFont = await fontCodePoints(readFileSync(sourceFile(root, 'arabic', 400)));
  const common = new Set(
    [...own.latin].filter((codePoint) => !/\p{L}/u.test(String.fromCodePoint(codePoint)) && arabicFont.has(codePoint)),
  );
  const fallbacks = {};
  for (const script of [...scripts, ...fallbackOnlyScripts]) {
    const inFont = await fontCodePoints(readFileSync(sourceFile(root, script, 400)));
    const rest = new Set([...ranges[script]].filter((codePoint) => inFont.has(codePoint) && !taken.has(codePoint)));
    for (const codePoint of rest) taken.add(codePoint);
    fallbacks[script] = rest;
  }
  return {
    /** What each file holds. */
    files: { arabic: new Set([...own.arabic, ...common]), latin: own.latin },
    /** What each file serves in the family every page uses (the Arabic file its own script only). */
    own,
    common,
    fallbacks,
    used,
  };
}

/** The feature tags of a font's GSUB or GPOS table (its FeatureList), each once. */
export async function featureTags(buffer, table) {
  const font = Buffer.from(await fontverter.convert(buffer, 'sfnt'));
  for (let index = 0; index < font.readUInt16BE(4); index += 1) {
    const record = 12 + index * 16;
    if (font.toString('latin1', record, record + 4) !== table) continue;
    const start = font.readUInt32BE(record + 8);
    const list = start + font.readUInt16BE(start + 6);
    const tags = new Set();
    for (let feature = 0; feature < font.readUInt16BE(list); feature += 1) {
      const at = list + 2 + feature * 6;
      tags.add(font.toString('latin1', at, at + 4));
    }
    return tags;
  }
  return new Set();
}
