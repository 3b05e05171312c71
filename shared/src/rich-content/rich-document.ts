// Type aliases, not interfaces: Tiptap's JSONContent (an index signature) takes them as they are.

/**
 * A rich-text document as stored: a strict subset of ProseMirror/Tiptap JSON, so the staff editor's
 * `editor.getJSON()` is stored as it is. One document per language. `parseRichContent` is the only way in.
 */
export type RichDocument = {
  type: 'doc';
  /** At least one block. */
  content: RichBlock[];
};

export type RichBlock = RichParagraph | RichHeading | RichList | RichBlockquote | RichImage;

export type RichParagraph = {
  type: 'paragraph';
  /** Left out when the paragraph is empty, as Tiptap does. */
  content?: RichInline[];
};

/** Level 2 or 3: the page's title is its one h1. */
export type RichHeading = {
  type: 'heading';
  attrs: { level: RichHeadingLevel };
  content?: RichInline[];
};

export type RichHeadingLevel = 2 | 3;

export type RichList = RichBulletList | RichOrderedList;

export type RichBulletList = {
  type: 'bulletList';
  content: RichListItem[];
};

export type RichOrderedList = {
  type: 'orderedList';
  content: RichListItem[];
};

export type RichListItem = {
  type: 'listItem';
  /** A paragraph first, then paragraphs or nested lists. */
  content: Array<RichParagraph | RichList>;
};

export type RichBlockquote = {
  type: 'blockquote';
  content: RichParagraph[];
};

/** An uploaded image: WebP files at `widths`, served from the media route (see `imageSources`). */
export type RichImage = {
  type: 'image';
  attrs: RichImageAttributes;
};

export type RichImageAttributes = {
  /** The uploaded image's id. */
  media: string;
  /** The widths stored, ascending. */
  widths: number[];
  /** The original's size, so the page keeps the image's space before it loads. */
  width: number;
  height: number;
  /** In the document's language; never empty. */
  alt: string;
};

export type RichInline = RichText | RichHardBreak;

export type RichText = {
  type: 'text';
  /** Never empty. */
  text: string;
  marks?: RichMark[];
};

export type RichHardBreak = {
  type: 'hardBreak';
};

export type RichMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

export type RichBlockType = RichBlock['type'];
export type RichNodeType = 'doc' | RichBlockType | 'listItem' | RichInline['type'];
export type RichMarkType = RichMark['type'];

/** The limits a document must keep within; the editor and the API read the same numbers. */
export const richContentLimits = {
  /** Bytes of the document as UTF-8 JSON. */
  bytes: 200_000,
  /** The doc's blocks are at depth 1; three levels of lists fit (list, item, list, item, list, item, paragraph, text). */
  depth: 8,
  nodes: 2_000,
  textLength: 10_000,
  images: 40,
  imageAltLength: 300,
  imageWidths: 4,
  imageWidth: { min: 16, max: 4_000 },
} as const;
