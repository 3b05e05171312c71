import { z } from 'zod';
import type { RichDocumentJson } from '../common/localized';

/**
 * A document as staff send it. Replaced by the shared content schema (parseRichContent) when it lands: until
 * then only the outer shape is checked.
 */
export const richDocumentSchema = z.custom<RichDocumentJson>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'doc' &&
    Array.isArray((value as { content?: unknown }).content) &&
    JSON.stringify(value).length <= 200_000,
  { message: 'content_invalid' },
);
