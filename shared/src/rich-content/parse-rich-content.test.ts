import { parseRichContent } from './parse-rich-content';
import type { RichDocument } from './rich-document';

const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: 'paragraph', ...(content.length ? { content } : {}) });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const item = (...content: object[]) => ({ type: 'listItem', content });
const bulletList = (...items: object[]) => ({ type: 'bulletList', content: items });
const image = (attrs: object = {}) => ({
  type: 'image',
  attrs: {
    media: 'c0ffee00-1111-4222-8333-444455556666',
    widths: [320, 640],
    width: 800,
    height: 600,
    alt: 'A walk',
    ...attrs,
  },
});
const link = (href: string, attrs: object = {}) => ({ type: 'link', attrs: { href, ...attrs } });

function problemsOf(value: unknown) {
  const result = parseRichContent(value);
  if (result.ok) throw new Error('expected the document to be refused');
  return result.problems;
}

function documentOf(value: unknown): RichDocument {
  const result = parseRichContent(value);
  if (!result.ok) throw new Error(`expected the document to pass: ${JSON.stringify(result.problems)}`);
  return result.document;
}

// `editor.getJSON()` of a stock Tiptap 3 editor (StarterKit with headings 2-3), copied as it printed it: the
// defaults it writes (link target, rel, class, title; an ordered list's start and type) are dropped on the way in.
const stockTiptapOutput = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'النوم والتوتر' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'النوم ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'الجيد' },
        { type: 'text', text: ' يساعد. ' },
        { type: 'text', marks: [{ type: 'italic' }], text: 'اقرأ' },
        { type: 'text', text: ' ' },
        {
          type: 'text',
          marks: [
            {
              type: 'link',
              attrs: {
                href: 'https://www.who.int/ar',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
                title: null,
              },
            },
          ],
          text: 'صفحة ',
        },
        {
          type: 'text',
          marks: [
            {
              type: 'link',
              attrs: {
                href: 'https://www.who.int/ar',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
                title: null,
              },
            },
            { type: 'bold' },
          ],
          text: 'منظمة الصحة',
        },
        { type: 'hardBreak' },
        { type: 'text', text: 'أو ' },
        {
          type: 'text',
          marks: [
            {
              type: 'link',
              attrs: { href: '/faq', target: '_blank', rel: 'noopener noreferrer nofollow', class: null, title: null },
            },
          ],
          text: 'الأسئلة',
        },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'أولًا' }] },
            {
              type: 'orderedList',
              attrs: { start: 1, type: null },
              content: [
                { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'فرعي' }] }] },
              ],
            },
          ],
        },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'اقتباس.' }] }] },
    { type: 'paragraph' },
  ],
};

describe('parseRichContent on Tiptap output', () => {
  it('keeps what a stock Tiptap editor writes and drops its default attributes', () => {
    const whoLink = { type: 'link', attrs: { href: 'https://www.who.int/ar' } };
    expect(documentOf(stockTiptapOutput)).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'النوم والتوتر' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'النوم ' },
            { type: 'text', marks: [{ type: 'bold' }], text: 'الجيد' },
            { type: 'text', text: ' يساعد. ' },
            { type: 'text', marks: [{ type: 'italic' }], text: 'اقرأ' },
            { type: 'text', text: ' ' },
            { type: 'text', marks: [whoLink], text: 'صفحة ' },
            { type: 'text', marks: [whoLink, { type: 'bold' }], text: 'منظمة الصحة' },
            { type: 'hardBreak' },
            { type: 'text', text: 'أو ' },
            { type: 'text', marks: [{ type: 'link', attrs: { href: '/faq' } }], text: 'الأسئلة' },
            { type: 'text', text: '.' },
          ],
        },
        {
          type: 'bulletList',
          content: [item(paragraph(text('أولًا')), { type: 'orderedList', content: [item(paragraph(text('فرعي')))] })],
        },
        { type: 'blockquote', content: [paragraph(text('اقتباس.'))] },
        { type: 'paragraph' },
      ],
    });
  });

  it('gives back a normalized document unchanged', () => {
    const normalized = documentOf(stockTiptapOutput);
    expect(documentOf(normalized)).toEqual(normalized);
  });

  it('accepts the nulls other Tiptap extensions write and refuses any other value of them', () => {
    expect(
      documentOf(
        doc(
          { type: 'paragraph', attrs: { textAlign: null }, content: [text('x')] },
          {
            type: 'heading',
            attrs: { level: 3, textAlign: null },
          },
        ),
      ),
    ).toEqual(doc(paragraph(text('x')), { type: 'heading', attrs: { level: 3 } }));
    expect(problemsOf(doc({ type: 'paragraph', attrs: { textAlign: 'center' } }))).toEqual([
      { code: 'invalid_attribute', path: ['content', 0, 'attrs', 'textAlign'] },
    ]);
    expect(problemsOf(doc({ type: 'orderedList', attrs: { start: 3 }, content: [item(paragraph())] }))).toEqual([
      { code: 'invalid_attribute', path: ['content', 0, 'attrs', 'start'] },
    ]);
    expect(problemsOf(doc(paragraph(text('x', [link('/faq', { target: '_self', class: 'button' })]))))).toEqual([
      { code: 'invalid_attribute', path: ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'target'] },
      { code: 'invalid_attribute', path: ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'class'] },
    ]);
  });

  it('gives an empty document one empty paragraph, as the editor does', () => {
    expect(documentOf({ type: 'doc', content: [] })).toEqual(doc(paragraph()));
    expect(documentOf({ type: 'doc' })).toEqual(doc(paragraph()));
  });

  it('keeps a mark given twice once, and removes control characters a paste can carry', () => {
    expect(documentOf(doc(paragraph(text('a\u0000b\u000bc\td', [{ type: 'bold' }, { type: 'bold' }]))))).toEqual(
      doc(paragraph(text('abc\td', [{ type: 'bold' }]))),
    );
    expect(documentOf(doc(paragraph(text('\u0000'), text('x'))))).toEqual(doc(paragraph(text('x'))));
  });

  it('keeps an image with its attributes and trims its alt text', () => {
    expect(documentOf(doc(image({ alt: '  A walk by the sea ', src: null, title: null })))).toEqual(
      doc(image({ alt: 'A walk by the sea' })),
    );
  });
});

describe('parseRichContent refuses', () => {
  it.each([
    ['null', null],
    ['a string', '<p>Hello</p>'],
    ['an array', [paragraph(text('x'))]],
    ['a node that is not the doc', paragraph(text('x'))],
    ['a doc of another type name', { type: 'document', content: [] }],
  ])('what is not a document: %s', (_case, value) => {
    expect(problemsOf(value)).toEqual([{ code: 'not_document', path: [] }]);
  });

  it('a value that is not JSON', () => {
    const cyclic: Record<string, unknown> = { type: 'doc', content: [] };
    cyclic.self = cyclic;
    expect(problemsOf(cyclic)).toEqual([{ code: 'not_document', path: [] }]);
  });

  it('a document over 200 KB of JSON, counted in UTF-8 bytes', () => {
    // 9,000 Arabic letters are 18,000 bytes: 11 paragraphs stay under the limit, 12 pass it.
    const arabicParagraph = paragraph(text('س'.repeat(9_000)));
    expect(parseRichContent(doc(...Array(11).fill(arabicParagraph))).ok).toBe(true);
    expect(problemsOf(doc(...Array(12).fill(arabicParagraph)))).toEqual([{ code: 'too_large', path: [] }]);
  });

  it('lists nested deeper than three levels (depth 8)', () => {
    const nested = (levels: number): object =>
      bulletList(item(paragraph(text(`level ${levels}`)), ...(levels > 1 ? [nested(levels - 1)] : [])));
    expect(parseRichContent(doc(nested(3))).ok).toBe(true);
    expect(problemsOf(doc(nested(4)))).toEqual([
      {
        code: 'too_deep',
        path: [
          'content',
          0,
          'content',
          0,
          'content',
          1,
          'content',
          0,
          'content',
          1,
          'content',
          0,
          'content',
          1,
          'content',
          0,
          'content',
          0,
        ],
      },
    ]);
  });

  it('more than 2,000 nodes, counting the doc', () => {
    const paragraphs = (count: number) =>
      Array.from({ length: count }, (_unused, index) => paragraph(text(`${index}`)));
    expect(parseRichContent(doc(...paragraphs(999))).ok).toBe(true);
    expect(problemsOf(doc(...paragraphs(1_000)))).toEqual([
      { code: 'too_many_nodes', path: ['content', 999, 'content', 0] },
    ]);
  });

  it('a text node over 10,000 characters', () => {
    expect(parseRichContent(doc(paragraph(text('a'.repeat(10_000))))).ok).toBe(true);
    expect(problemsOf(doc(paragraph(text('a'.repeat(10_001)))))).toEqual([
      { code: 'text_too_long', path: ['content', 0, 'content', 0, 'text'] },
    ]);
  });

  it('more than 40 images', () => {
    expect(parseRichContent(doc(...Array(40).fill(image()))).ok).toBe(true);
    expect(problemsOf(doc(...Array(42).fill(image())))).toEqual([{ code: 'too_many_images', path: ['content', 40] }]);
  });

  it.each([
    ['codeBlock', { type: 'codeBlock', content: [text('rm -rf /')] }],
    ['horizontalRule', { type: 'horizontalRule' }],
    ['table', { type: 'table', content: [] }],
    ['raw HTML', { type: 'html', attrs: { html: '<script>alert(1)</script>' } }],
  ])('unknown nodes: %s', (_case, node) => {
    expect(problemsOf(doc(node))).toEqual([{ code: 'unknown_node', path: ['content', 0, 'type'] }]);
  });

  it('an unknown inline node', () => {
    expect(problemsOf(doc(paragraph({ type: 'mention', attrs: { id: 'x' } })))).toEqual([
      { code: 'unknown_node', path: ['content', 0, 'content', 0, 'type'] },
    ]);
  });

  it.each([
    ['text directly in the doc', doc(text('x')), ['content', 0]],
    ['a list item outside a list', doc(item(paragraph())), ['content', 0]],
    [
      'a heading in a list item',
      doc(bulletList(item(paragraph(), { type: 'heading', attrs: { level: 2 } }))),
      ['content', 0, 'content', 0, 'content', 1],
    ],
    ['an image in a quote', doc({ type: 'blockquote', content: [image()] }), ['content', 0, 'content', 0]],
    [
      'a list in a quote',
      doc({ type: 'blockquote', content: [bulletList(item(paragraph()))] }),
      ['content', 0, 'content', 0],
    ],
    ['a paragraph in a paragraph', doc(paragraph(paragraph())), ['content', 0, 'content', 0]],
    ['a paragraph straight in a list', doc(bulletList(paragraph())), ['content', 0, 'content', 0]],
  ])('misplaced nodes: %s', (_case, value, path) => {
    expect(problemsOf(value)).toContainEqual({ code: 'misplaced_node', path });
  });

  it.each([
    ['an empty list', doc(bulletList()), ['content', 0]],
    ['an empty quote', doc({ type: 'blockquote', content: [] }), ['content', 0]],
    ['a list item without content', doc(bulletList({ type: 'listItem' })), ['content', 0, 'content', 0]],
    [
      'a list item starting with a list',
      doc(bulletList(item(bulletList(item(paragraph()))))),
      ['content', 0, 'content', 0, 'content', 0],
    ],
  ])('nodes without the content they need: %s', (_case, value, path) => {
    expect(problemsOf(value)).toEqual([{ code: 'invalid_content', path }]);
  });

  it.each(['strike', 'code', 'underline', 'textStyle', 'highlight'])('the mark %s', (mark) => {
    expect(problemsOf(doc(paragraph(text('x', [{ type: mark }]))))).toEqual([
      { code: 'unknown_mark', path: ['content', 0, 'content', 0, 'marks', 0, 'type'] },
    ]);
  });

  it('attributes the schema does not have, on nodes and marks', () => {
    expect(
      problemsOf(
        doc(
          { type: 'paragraph', attrs: { style: 'color: red' } },
          image({ class: 'wide' }),
          paragraph(text('x', [{ type: 'bold', attrs: { style: 'x' } }, link('/faq', { onclick: 'steal()' })])),
        ),
      ),
    ).toEqual([
      { code: 'unknown_attribute', path: ['content', 0, 'attrs', 'style'] },
      { code: 'unknown_attribute', path: ['content', 1, 'attrs', 'class'] },
      { code: 'unknown_attribute', path: ['content', 2, 'content', 0, 'marks', 0, 'attrs', 'style'] },
      { code: 'unknown_attribute', path: ['content', 2, 'content', 0, 'marks', 1, 'attrs', 'onclick'] },
    ]);
  });

  it('keys a node does not have, and malformed nodes', () => {
    expect(problemsOf(doc({ type: 'paragraph', html: '<b>x</b>' }))).toEqual([
      { code: 'invalid_node', path: ['content', 0, 'html'] },
    ]);
    expect(problemsOf(doc(paragraph({ type: 'text', text: '' }), paragraph({ type: 'text' })))).toEqual([
      { code: 'invalid_node', path: ['content', 0, 'content', 0, 'text'] },
      { code: 'invalid_node', path: ['content', 1, 'content', 0, 'text'] },
    ]);
    expect(problemsOf(doc({ type: 'paragraph', content: 'x' }, 'x'))).toEqual([
      { code: 'invalid_node', path: ['content', 0, 'content'] },
      { code: 'invalid_node', path: ['content', 1] },
    ]);
  });

  it.each([1, 4, '2', null])('a heading of level %j', (level) => {
    expect(problemsOf(doc({ type: 'heading', attrs: { level }, content: [text('Title')] }))).toEqual([
      { code: 'heading_level_invalid', path: ['content', 0, 'attrs', 'level'] },
    ]);
  });

  it('a heading without a level', () => {
    expect(problemsOf(doc({ type: 'heading', content: [text('Title')] }))).toEqual([
      { code: 'heading_level_invalid', path: ['content', 0, 'attrs', 'level'] },
    ]);
  });

  it.each([
    ['missing', { alt: undefined }],
    ['null', { alt: null }],
    ['empty', { alt: '' }],
    ['only spaces', { alt: '   ' }],
  ])('an image whose alt text is %s', (_case, attrs) => {
    expect(problemsOf(doc(image(attrs)))).toEqual([
      { code: 'image_alt_missing', path: ['content', 0, 'attrs', 'alt'] },
    ]);
  });

  it('an alt text over 300 characters', () => {
    expect(parseRichContent(doc(image({ alt: 'a'.repeat(300) }))).ok).toBe(true);
    expect(problemsOf(doc(image({ alt: 'a'.repeat(301) })))).toEqual([
      { code: 'image_alt_too_long', path: ['content', 0, 'attrs', 'alt'] },
    ]);
  });

  it.each([
    ['an id with capitals or slashes', { media: '../Secret' }, ['media']],
    ['an id over 64 characters', { media: 'a'.repeat(65) }, ['media']],
    ['no widths', { widths: [] }, ['widths']],
    ['five widths', { widths: [16, 32, 64, 128, 256] }, ['widths']],
    ['widths out of order', { widths: [640, 320] }, ['widths']],
    ['a width under 16', { widths: [8, 320] }, ['widths', 0]],
    ['a width over 4,000', { width: 6000, widths: [320, 5000] }, ['widths', 1]],
    ['a width wider than the original', { width: 500, widths: [320, 640] }, ['widths']],
    ['a fractional width', { width: 800.5 }, ['width']],
    ['no height', { height: undefined }, ['height']],
    ['a src instead of a media id', { src: 'https://elsewhere.example/tracker.gif' }, ['src']],
  ])('an image with %s', (_case, attrs, attributePath) => {
    const code = attributePath[0] === 'src' ? 'invalid_attribute' : 'image_invalid';
    expect(problemsOf(doc(image(attrs)))).toEqual([{ code, path: ['content', 0, 'attrs', ...attributePath] }]);
  });

  it('an image without attributes, with every missing one named', () => {
    expect(problemsOf(doc({ type: 'image' })).map((problem) => [problem.code, problem.path.at(-1)])).toEqual([
      ['image_invalid', 'media'],
      ['image_invalid', 'widths'],
      ['image_invalid', 'width'],
      ['image_invalid', 'height'],
      ['image_alt_missing', 'alt'],
    ]);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.example'],
    ['over 2,048 characters', `https://example.org/${'a'.repeat(2048)}`],
  ])('a %s link', (_case, href) => {
    expect(problemsOf(doc(paragraph(text('click', [link(href)]))))).toEqual([
      { code: 'unsafe_link', path: ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'href'] },
    ]);
  });

  it('a link without an address', () => {
    expect(problemsOf(doc(paragraph(text('click', [{ type: 'link', attrs: {} }]))))).toEqual([
      { code: 'unsafe_link', path: ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'href'] },
    ]);
  });

  it('two different links on one text', () => {
    expect(problemsOf(doc(paragraph(text('x', [link('/a'), link('/b')]))))).toEqual([
      { code: 'invalid_mark', path: ['content', 0, 'content', 0, 'marks', 1] },
    ]);
  });

  it('and lists every problem it finds, with where it is', () => {
    expect(
      problemsOf(
        doc(
          { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
          paragraph(text('ok'), text('x', [link('javascript:void(0)')])),
          image({ alt: '' }),
        ),
      ),
    ).toEqual([
      { code: 'heading_level_invalid', path: ['content', 0, 'attrs', 'level'] },
      { code: 'unsafe_link', path: ['content', 1, 'content', 1, 'marks', 0, 'attrs', 'href'] },
      { code: 'image_alt_missing', path: ['content', 2, 'attrs', 'alt'] },
    ]);
  });
});
