import type { RichDocument, RichInline, RichParagraph } from './rich-document';

/** What a new editor holds: one empty paragraph (Tiptap's own empty document). */
export function emptyDocument(): RichDocument {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

function paragraphOf(text: string): RichParagraph {
  const content = text
    .split('\n')
    .flatMap((line, index): RichInline[] => [
      ...(index > 0 ? [{ type: 'hardBreak' } as const] : []),
      ...(line ? [{ type: 'text', text: line } as const] : []),
    ]);
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/**
 * A document of plain paragraphs, as the seed content and older articles are written: one paragraph per text
 * (a newline inside one becomes a line break), blank texts left out.
 */
export function paragraphsDocument(paragraphs: string[]): RichDocument {
  const texts = paragraphs.map((text) => text.trim()).filter(Boolean);
  return texts.length > 0 ? { type: 'doc', content: texts.map(paragraphOf) } : emptyDocument();
}
