import { parseRichContent, type RichContentProblemCode } from '@sakina/shared/rich-content';
import { z } from 'zod';

/** The codes an editor's form names beside the field; any other problem is content the editor cannot make. */
const fieldCodes: Partial<Record<RichContentProblemCode, string>> = {
  unsafe_link: 'unsafe_link',
  image_alt_missing: 'image_alt_missing',
  image_alt_too_long: 'text_too_long',
  text_too_long: 'text_too_long',
  too_large: 'content_too_large',
  too_many_nodes: 'content_too_large',
  too_many_images: 'content_too_large',
};

/**
 * A document as staff send it, checked by the shared content schema (the one the editor is built on): what it
 * answers, normalized (Tiptap's empty defaults dropped), is what is stored.
 */
export const richDocumentSchema = z.unknown().transform((value, context) => {
  const result = parseRichContent(value);
  if (result.ok) return result.document;
  const codes = new Set(result.problems.map((problem) => fieldCodes[problem.code] ?? 'content_invalid'));
  for (const code of codes) context.addIssue({ code: 'custom', message: code });
  return z.NEVER;
});
