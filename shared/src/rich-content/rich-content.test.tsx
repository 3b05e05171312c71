import { renderToStaticMarkup } from 'react-dom/server';
import { paragraphsDocument } from './document-builders';
import { RichContent } from './rich-content';
import type { RichBlock, RichDocument, RichImage } from './rich-document';

const documentOf = (...content: RichBlock[]): RichDocument => ({ type: 'doc', content });
const paragraph = (text: string): RichBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const image = (media: string, widths = [320, 640, 960, 1600]): RichImage => ({
  type: 'image',
  attrs: { media, widths, width: 2000, height: 1500, alt: `Photo ${media}` },
});

// The markup inside the wrapper, whose class comes from the CSS module.
const inner = (html: string) => html.replace(/^<div class="[^"]*">/, '').replace(/<\/div>$/, '');

describe('RichContent', () => {
  it('renders every node as semantic HTML, headings with their anchor ids, empty paragraphs not at all', () => {
    const html = renderToStaticMarkup(
      <RichContent
        document={{
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'النوم' }] },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Sleep ' },
                { type: 'text', text: 'well', marks: [{ type: 'bold' }, { type: 'italic' }] },
                { type: 'hardBreak' },
                { type: 'text', text: '<script>alert(1)</script>' },
              ],
            },
            { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'النوم' }] },
            {
              type: 'bulletList',
              content: [
                {
                  type: 'listItem',
                  content: [
                    { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
                    {
                      type: 'orderedList',
                      content: [
                        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A' }] }] },
                      ],
                    },
                  ],
                },
              ],
            },
            { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quote' }] }] },
            { type: 'paragraph' },
          ],
        }}
      />,
    );
    expect(inner(html)).toBe(
      '<h2 id="النوم">النوم</h2>' +
        '<p>Sleep <strong><em>well</em></strong><br/>&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
        '<h3 id="النوم-2">النوم</h3>' +
        '<ul><li><p>One</p><ol><li><p>A</p></li></ol></li></ul>' +
        '<blockquote><p>Quote</p></blockquote>',
    );
  });

  it('keeps one link in one element; rel on links that leave the site; a refused link is plain text', () => {
    const who = { type: 'link' as const, attrs: { href: 'https://www.who.int/' } };
    const html = renderToStaticMarkup(
      <RichContent
        document={{
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'The ', marks: [who] },
                { type: 'text', text: 'WHO', marks: [who, { type: 'bold' }] },
                { type: 'text', text: ', ' },
                { type: 'text', text: 'our FAQ', marks: [{ type: 'link', attrs: { href: '/en/faq' } }] },
                { type: 'text', text: ', ' },
                {
                  type: 'text',
                  text: 'mail us',
                  marks: [{ type: 'link', attrs: { href: 'mailto:care@sakina.example' } }],
                },
                { type: 'text', text: ', ' },
                {
                  type: 'text',
                  text: 'stored before',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
          ],
        }}
      />,
    );
    expect(inner(html)).toBe(
      '<p><a href="https://www.who.int/" rel="noopener noreferrer">The <strong>WHO</strong></a>, ' +
        '<a href="/en/faq">our FAQ</a>, ' +
        '<a href="mailto:care@sakina.example" rel="noopener noreferrer">mail us</a>, stored before</p>',
    );
  });

  it('renders an image with its size, srcset, sizes and the largest width up to 960 as src', () => {
    const html = renderToStaticMarkup(<RichContent document={documentOf(paragraph('Intro'), image('walk'))} />);
    expect(html).toContain(
      '<img class="image" src="/media/walk/960.webp" ' +
        'srcSet="/media/walk/320.webp 320w, /media/walk/640.webp 640w, /media/walk/960.webp 960w, /media/walk/1600.webp 1600w" ' +
        'sizes="(min-width: 48rem) 45rem, 100vw" width="2000" height="1500" alt="Photo walk" decoding="async"/>',
    );
  });

  it('uses the smallest width when every width is over 960, and the given URL builder and sizes', () => {
    const html = renderToStaticMarkup(
      <RichContent
        document={documentOf(image('wide', [1200, 1600]))}
        mediaUrl={(media, width) => `https://cdn.sakina.example/${media}-${width}.webp`}
        sizes="100vw"
      />,
    );
    expect(html).toContain('src="https://cdn.sakina.example/wide-1200.webp"');
    expect(html).toContain('sizes="100vw"');
  });

  it('loads at once only the first image when it is one of the first 2 blocks, the others lazily', () => {
    const loadingOf = (document: RichDocument, eagerImages?: number) =>
      [
        ...renderToStaticMarkup(<RichContent document={document} eagerImages={eagerImages} />).matchAll(/<img[^>]*>/g),
      ].map(([tag]) => /loading="(\w+)"/.exec(tag)?.[1] ?? 'eager');
    expect(loadingOf(documentOf(paragraph('Intro'), image('a'), image('b')))).toEqual(['eager', 'lazy']);
    expect(loadingOf(documentOf(image('a'), image('b')))).toEqual(['eager', 'lazy']);
    expect(loadingOf(documentOf(paragraph('1'), paragraph('2'), image('a')))).toEqual(['lazy']);
    expect(loadingOf(documentOf(image('a'), image('b'), image('c')), 2)).toEqual(['eager', 'eager', 'lazy']);
    expect(loadingOf(documentOf(image('a')), 0)).toEqual(['lazy']);
  });

  it('renders the paragraphs of converted seed content', () => {
    expect(inner(renderToStaticMarkup(<RichContent document={paragraphsDocument(['Hello', 'World'])} />))).toBe(
      '<p>Hello</p><p>World</p>',
    );
  });

  it('leaves out a node it does not know instead of failing the page', () => {
    const newer = {
      type: 'doc',
      content: [paragraph('Kept'), { type: 'table', content: [] }],
    } as unknown as RichDocument;
    expect(inner(renderToStaticMarkup(<RichContent document={newer} />))).toBe('<p>Kept</p>');
  });
});
