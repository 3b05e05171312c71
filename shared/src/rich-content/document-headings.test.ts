import { headings } from './document-headings';
import type { RichDocument, RichHeadingLevel } from './rich-document';

const heading = (text: string, level: RichHeadingLevel = 2) => ({
  type: 'heading' as const,
  attrs: { level },
  content: [{ type: 'text' as const, text }],
});

const documentOf = (...content: RichDocument['content']): RichDocument => ({ type: 'doc', content });

describe('headings', () => {
  it('lists the headings in order with their level, text and an id from the text', () => {
    expect(
      headings(
        documentOf(
          heading('Before the exam'),
          { type: 'paragraph', content: [{ type: 'text', text: 'Not a heading' }] },
          heading('What to eat?', 3),
        ),
      ),
    ).toEqual([
      { level: 2, text: 'Before the exam', id: 'before-the-exam' },
      { level: 3, text: 'What to eat?', id: 'what-to-eat' },
    ]);
  });

  it('keeps Arabic letters and digits, without diacritics or tatweel', () => {
    expect(headings(documentOf(heading('قَبْلَ الامتحـــان: ٣ نصائح'))).map(({ id }) => id)).toEqual([
      'قبل-الامتحان-٣-نصائح',
    ]);
  });

  it('gives every heading an id of its own, including the same text twice', () => {
    const ids = headings(
      documentOf(
        heading('Sleep'),
        heading('Sleep', 3),
        heading('Sleep 2'),
        heading('Sleep'),
        heading('النوم'),
        heading('النوم'),
      ),
    ).map(({ id }) => id);
    expect(ids).toEqual(['sleep', 'sleep-2', 'sleep-2-2', 'sleep-3', 'النوم', 'النوم-2']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never takes the ids of the page around the content', () => {
    expect(headings(documentOf(heading('Main'), heading('Root'))).map(({ id }) => id)).toEqual(['main-2', 'root-2']);
  });

  it('names a heading without letters or digits "section", and reads marks and line breaks as text', () => {
    expect(
      headings(
        documentOf(heading('…'), {
          type: 'heading',
          attrs: { level: 2 },
          content: [
            { type: 'text', text: 'Sleep', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'well' },
          ],
        }),
      ),
    ).toEqual([
      { level: 2, text: '…', id: 'section' },
      { level: 2, text: 'Sleep well', id: 'sleep-well' },
    ]);
  });

  it('keeps ids short', () => {
    const [{ id }] = headings(documentOf(heading('word '.repeat(40))));
    expect(id.length).toBeLessThanOrEqual(64);
    expect(id).not.toMatch(/-$/);
  });
});
