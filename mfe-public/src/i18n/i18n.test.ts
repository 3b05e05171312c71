import fs from 'node:fs';
import path from 'node:path';

const arabicPluralSuffixes = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keysOf(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(arabicPluralSuffixes, '')];
}

const directory = __dirname;
const files = fs.readdirSync(path.join(directory, 'en')).filter((file) => file.endsWith('.json'));

describe.each(files)('%s', (file) => {
  const read = (locale: string) =>
    JSON.parse(fs.readFileSync(path.join(directory, locale, file), 'utf8')) as Record<string, unknown>;

  it('has the same keys in Arabic and English, and one top-level key named after the file', () => {
    const ar = read('ar');
    const en = read('en');
    expect(new Set(keysOf(ar))).toEqual(new Set(keysOf(en)));
    expect(Object.keys(en)).toEqual([file.replace(/\.json$/, '')]);
  });

  it('has no empty text', () => {
    for (const locale of ['ar', 'en']) {
      const text = JSON.stringify(read(locale));
      expect(text).not.toMatch(/:\s*""/);
    }
  });
});
