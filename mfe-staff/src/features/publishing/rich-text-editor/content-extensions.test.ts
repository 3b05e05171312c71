import { generateJSON } from '@tiptap/core';
import { parseRichContent } from '@sakina/shared/rich-content';
import { contentExtensions } from './content-extensions';

/** What the editor makes of pasted HTML: its schema's parse, as on paste. */
const pasted = (html: string) => generateJSON(html, contentExtensions());

describe('contentExtensions', () => {
  it('turns HTML pasted from a word processor or another site into the content schema, dropping the rest', () => {
    const document = pasted(
      [
        '<h1 style="text-align:center">Title</h1>',
        '<h4>Small heading</h4>',
        '<p class="MsoNormal" style="color:red" dir="rtl"><b>Bold</b> <i>italic</i> <u>underlined</u> <s>struck</s> ',
        '<code>code</code> <span style="font-size:20px">big</span> ',
        '<a href="https://www.who.int/" target="_blank" rel="nofollow" class="button" title="WHO">WHO</a> ',
        '<a href="javascript:alert(1)">bad link</a></p>',
        '<ol start="3" type="a"><li>Third</li></ol>',
        '<blockquote><h2>Quoted heading</h2><ul><li>Quoted item</li></ul></blockquote>',
        '<ul><li><h3>Heading in a list</h3></li></ul>',
        '<img src="https://tracker.example/pixel.gif" alt="tracker">',
        '<pre><code>rm -rf /</code></pre>',
        '<hr>',
        '<table><tr><td>Cell</td></tr></table>',
        '<script>alert(1)</script>',
      ].join(''),
    );

    const result = parseRichContent(document);
    expect(result).toEqual({ ok: true, document });
    const serialized = JSON.stringify(document);
    for (const dropped of [
      'style',
      'class',
      'target',
      'rel',
      'title',
      'start',
      'javascript',
      'src',
      'tracker',
      'script',
    ]) {
      expect(serialized).not.toContain(dropped);
    }
    expect(serialized).toContain('"href":"https://www.who.int/"');
  });

  it('keeps a copied image of this editor with its media id, widths, size and alt text', () => {
    const document = pasted(
      '<img src="/media/walk/640.webp" data-media="walk" data-widths="320 640" width="800" height="600" alt="A walk">',
    );
    expect(document.content).toEqual([
      { type: 'image', attrs: { media: 'walk', widths: [320, 640], width: 800, height: 600, alt: 'A walk' } },
    ]);
    expect(parseRichContent(document)).toEqual({ ok: true, document });
  });

  it('keeps headings at levels 2 and 3 only', () => {
    expect(pasted('<h2>Two</h2><h3>Three</h3><h1>One</h1>').content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Two' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Three' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
    ]);
  });
});
