/**
 * Why a document was refused. The codes are stable: the API maps them to its GraphQL errors and the editor to its
 * messages, so a code is only ever added, never renamed.
 */
export const richContentProblemCodes = [
  /** Not an object of type 'doc', or not JSON (a cycle, a function). */
  'not_document',
  'too_large',
  'too_deep',
  'too_many_nodes',
  'too_many_images',
  'text_too_long',
  /** A node type outside the schema (codeBlock, table, a raw HTML node…). */
  'unknown_node',
  /** A known node where its parent does not take it (a heading in a list, an image in a quote, text in the doc). */
  'misplaced_node',
  /** A node's own shape is wrong: missing text, an extra key, content that is not a list. */
  'invalid_node',
  /** A node without the content it needs: an empty list, a list item that does not start with a paragraph. */
  'invalid_content',
  'unknown_mark',
  /** A mark's shape is wrong, or two links on one text. */
  'invalid_mark',
  /** An attribute the schema does not have (style, onclick…). */
  'unknown_attribute',
  /** An attribute of the schema (or a Tiptap default) with a value it cannot take (textAlign: 'center'). */
  'invalid_attribute',
  'heading_level_invalid',
  'unsafe_link',
  'image_alt_missing',
  'image_alt_too_long',
  /** media, widths, width or height missing or out of range. */
  'image_invalid',
] as const;

export type RichContentProblemCode = (typeof richContentProblemCodes)[number];

/** Where in the document: keys and indexes from the root, e.g. ['content', 2, 'attrs', 'alt']. */
export type RichContentPath = Array<string | number>;

export type RichContentProblem = {
  code: RichContentProblemCode;
  path: RichContentPath;
};
