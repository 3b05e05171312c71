import { emptyDocument, paragraphsDocument } from './document-builders';
import { isEmptyDocument, plainText } from './document-text';
import { parseRichContent } from './parse-rich-content';
import type { RichDocument } from './rich-document';

const article: RichDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Before the exam' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Sleep ' },
        { type: 'text', text: 'well', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'and eat.  ' },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Water' }] },
            {
              type: 'orderedList',
              content: [
                { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A glass' }] }] },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'image',
      attrs: { media: 'walk', widths: [320], width: 320, height: 200, alt: 'A walk' },
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Breathe.' }] }] },
  ],
};

describe('plainText', () => {
  it('puts each paragraph, heading and list item on its own line, without images or empty lines', () => {
    expect(plainText(article)).toBe('Before the exam\nSleep well\nand eat.\nWater\nA glass\nBreathe.');
  });

  it('is empty for an empty document', () => {
    expect(plainText(emptyDocument())).toBe('');
  });
});

describe('isEmptyDocument', () => {
  it('is true when there is no text but whitespace and no image', () => {
    expect(isEmptyDocument(emptyDocument())).toBe(true);
    expect(isEmptyDocument(paragraphsDocument([]))).toBe(true);
    expect(
      isEmptyDocument({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '  ' }] }] }),
    ).toBe(true);
  });

  it('is false with text or with an image alone', () => {
    expect(isEmptyDocument(article)).toBe(false);
    expect(isEmptyDocument({ type: 'doc', content: [article.content[4]!] })).toBe(false);
  });
});

describe('paragraphsDocument', () => {
  it('makes one paragraph per text, a newline a line break, and leaves blank texts out', () => {
    expect(paragraphsDocument(['  First paragraph. ', '', 'Line one\nLine two'])).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'First paragraph.' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Line one' }, { type: 'hardBreak' }, { type: 'text', text: 'Line two' }],
        },
      ],
    });
  });

  it('makes documents the content schema accepts as they are', () => {
    for (const document of [emptyDocument(), paragraphsDocument(['نص عربي', 'a\n\nb'])]) {
      expect(parseRichContent(document)).toEqual({ ok: true, document });
    }
  });
});
