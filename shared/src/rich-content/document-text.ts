import type { RichBlock, RichDocument, RichInline, RichListItem } from './rich-document';

/** The text of inline content; a line break as `lineBreak`. */
export function inlineText(content: RichInline[] | undefined, lineBreak = '\n'): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : lineBreak)).join('');
}

function blockLines(block: RichBlock | RichListItem): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return [inlineText(block.content)];
    case 'bulletList':
    case 'orderedList':
    case 'listItem':
    case 'blockquote':
      return block.content.flatMap(blockLines);
    case 'image':
      return [];
    default:
      return block satisfies never;
  }
}

/**
 * The document's words for search and summaries: each paragraph, heading and list item on its own line (a line
 * break inside one starts a new line too), empty ones left out. Images' alt texts are not part of it.
 */
export function plainText(document: RichDocument): string {
  return document.content
    .flatMap(blockLines)
    .flatMap((text) => text.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** True when there is nothing to read or see: no text but whitespace, and no image. */
export function isEmptyDocument(document: RichDocument): boolean {
  return !document.content.some((block) => block.type === 'image') && plainText(document) === '';
}
