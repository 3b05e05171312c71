import type { RichDocument } from '@sakina/shared/rich-content';

/** A text in both languages of the site. */
export type Localized = { ar: string; en: string };

/** A list of texts in both languages (each language its own list). */
export type LocalizedList = { ar: string[]; en: string[] };

/**
 * A rich-text document (a ProseMirror/Tiptap JSON tree of the nodes the content schema allows), one per language.
 * Checked by `parseRichContent` before it is stored.
 */
export type RichDocumentJson = RichDocument;

export type LocalizedRichText = { ar: RichDocumentJson; en: RichDocumentJson };
