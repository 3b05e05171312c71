import { inlineText } from './document-text';
import type { RichDocument, RichHeadingLevel } from './rich-document';

export interface RichDocumentHeading {
  level: RichHeadingLevel;
  text: string;
  /** The heading's id in the page, for anchors and a table of contents: unique within the document. */
  id: string;
}

// Ids the page around the content holds (the shell's skip-link target and mount point).
const layoutIds = new Set(['main', 'root']);
const maxSlugLength = 64;

/**
 * A heading's text as an id: letters and digits of any script (Arabic stays Arabic), lower case, Arabic
 * diacritics and tatweel left out, everything else one hyphen between words.
 */
function slugOf(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-');
  // By code point, so a letter outside the BMP is never cut in half.
  const slug = Array.from(words)
    .slice(0, maxSlugLength)
    .join('')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** The headings of a document in order, each with an id no other heading (or the page's layout) has. */
export function headings(document: RichDocument): RichDocumentHeading[] {
  const taken = new Set(layoutIds);
  return document.content.flatMap((block) => {
    if (block.type !== 'heading') return [];
    const text = inlineText(block.content, ' ').replace(/\s+/g, ' ').trim();
    const slug = slugOf(text);
    let id = slug;
    for (let suffix = 2; taken.has(id); suffix += 1) id = `${slug}-${suffix}`;
    taken.add(id);
    return [{ level: block.attrs.level, text, id }];
  });
}
