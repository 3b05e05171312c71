import { richContentProblemCodes } from '@sakina/shared/rich-content';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';

/** Every key path of a nested texts object, e.g. 'link.apply'. */
const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("the editor's texts", () => {
  it('are the same keys in Arabic and English', () => {
    expect(keysOf(ar.richTextEditor).sort()).toEqual(keysOf(en.richTextEditor).sort());
  });

  it('tell every problem the content schema can find, in both languages', () => {
    for (const texts of [ar, en]) {
      const problems: Record<string, string> = texts.richTextEditor.problems;
      expect(Object.keys(problems).sort()).toEqual([...richContentProblemCodes].sort());
      for (const code of richContentProblemCodes) expect(problems[code]?.trim()).toBeTruthy();
    }
  });
});
