import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  arabicPagesFamily,
  cssFile,
  family,
  featureTags,
  fontCodePoints,
  formatUnicodeRange,
  layoutFeatures,
  parseUnicodeRange,
  sourceFile,
  subsetFileName,
  usedCharacters,
  weights,
} from './font-subsets.mjs';

const root = path.resolve(__dirname, '../..');

interface Face {
  family: string;
  weight: number;
  url: string;
  range: Set<number>;
}

/** The @font-face rules of the committed fonts.css. */
function faces(): Face[] {
  const css = readFileSync(path.join(root, cssFile), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body)![1],
    weight: Number(/font-weight:\s*(\d+)/.exec(body)![1]),
    url: /url\('([^']+)'\)/.exec(body)![1],
    range: parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(body)![1].replace(/\s+/g, '')),
  }));
}

/** The file a face's url names: a subset beside the CSS, or a file of the @fontsource package. */
const fileOf = (url: string) =>
  url.startsWith('./')
    ? path.join(root, path.dirname(cssFile), url)
    : path.join(root, 'node_modules', url.replace(/^~/, ''));

const drawn = new Map<string, Set<number>>();
async function codePointsOf(url: string) {
  if (!drawn.has(url)) drawn.set(url, await fontCodePoints(readFileSync(fileOf(url))));
  return drawn.get(url)!;
}

const describeCodePoint = (codePoint: number, file: string) =>
  `${String.fromCodePoint(codePoint)} ${formatUnicodeRange([codePoint])} (${file})`;

describe('the font subsets (npm run fonts:subset writes them)', () => {
  const used = usedCharacters(root);

  it('reads the texts of every frontend and the seed content', () => {
    const files = [...new Set(used.values())];
    expect(files.some((file) => file.startsWith('api/seed-content/articles/'))).toBe(true);
    expect(files.some((file) => file.startsWith('mfe-public/src/i18n/'))).toBe(true);
    expect(used.has('س'.codePointAt(0)!)).toBe(true);
  });

  it.each(weights)('weight %d: every character the texts use that the family draws is in a subset', async (weight) => {
    const subsetFaces = faces().filter((face) => face.family === family && face.weight === weight);
    const subsets = subsetFaces.filter((face) => face.url.startsWith('./'));
    expect(subsets).toHaveLength(2);
    const family400 = new Set([
      ...(await fontCodePoints(readFileSync(sourceFile(root, 'arabic', weight)))),
      ...(await fontCodePoints(readFileSync(sourceFile(root, 'latin', weight)))),
    ]);
    const missing: string[] = [];
    for (const [codePoint, file] of used) {
      if (!family400.has(codePoint)) continue;
      const face = subsets.find((candidate) => candidate.range.has(codePoint));
      if (!face || !(await codePointsOf(face.url)).has(codePoint)) missing.push(describeCodePoint(codePoint, file));
    }
    expect(missing).toEqual([]);
  });

  it.each(weights)(
    'weight %d: each character has one face, whose file draws it (no tofu, no file loaded for nothing)',
    async (weight) => {
      for (const name of [family, arabicPagesFamily]) {
        const familyFaces = faces().filter((face) => face.family === name && face.weight === weight);
        const claimed = new Set<number>();
        for (const face of familyFaces) {
          const inFile = await codePointsOf(face.url);
          expect([...face.range].filter((codePoint) => !inFile.has(codePoint))).toEqual([]);
          expect([...face.range].filter((codePoint) => claimed.has(codePoint))).toEqual([]);
          for (const codePoint of face.range) claimed.add(codePoint);
        }
      }
    },
  );

  it.each(weights)(
    'weight %d: the subsets keep the shaping a browser turns on (Arabic joining, ligatures, marks, kerning)',
    async (weight) => {
      const subset = async (script: string) =>
        readFileSync(path.join(root, path.dirname(cssFile), 'fonts', subsetFileName(script, weight)));
      // Nothing else is kept (stylistic sets, fractions…); a feature whose lookups touch no kept glyph goes too.
      for (const script of ['arabic', 'latin']) {
        for (const table of ['GSUB', 'GPOS']) {
          const tags = [...(await featureTags(await subset(script), table))];
          expect(tags.filter((tag) => !layoutFeatures.includes(tag))).toEqual([]);
        }
      }
      const arabic = await subset('arabic');
      expect([...(await featureTags(arabic, 'GSUB'))]).toEqual(
        expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'calt', 'ccmp']),
      );
      expect([...(await featureTags(arabic, 'GPOS'))]).toEqual(expect.arrayContaining(['kern', 'mark', 'mkmk']));
      expect([...(await featureTags(await subset('latin'), 'GPOS'))]).toEqual(expect.arrayContaining(['kern']));
    },
  );

  it('gives Arabic pages the space, Arabic digits, comma and question mark from the Arabic file', () => {
    const arabicPages = faces().filter((face) => face.family === arabicPagesFamily);
    expect(arabicPages.map((face) => face.weight)).toEqual(weights);
    for (const character of [' ', '٣', '،', '؟']) {
      expect(arabicPages.every((face) => face.range.has(character.codePointAt(0)!))).toBe(true);
    }
  });
});
