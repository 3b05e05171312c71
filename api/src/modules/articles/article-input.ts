import { isEmptyDocument } from '@sakina/shared/rich-content';
import { requiredText } from '@sakina/shared/validation';
import { z } from 'zod';
import { richDocumentSchema } from './rich-text-input';

const localizedText = (max: number) => z.object({ ar: requiredText({ max }), en: requiredText({ max }) });

/** Lower-case Latin letters, digits and single hyphens: the address stays readable in both languages' links. */
export const slugSchema = z
  .string({ error: 'required' })
  .trim()
  .min(3, 'text_too_short')
  .max(100, 'text_too_long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug_invalid');

const documentPair = z.object({ ar: richDocumentSchema, en: richDocumentSchema }).refine(
  // An empty document in either language would publish a page with no text.
  (body) => !isEmptyDocument(body.ar) && !isEmptyDocument(body.en),
  { message: 'content_required', path: ['ar'] },
);

/** What an editor writes: the same fields in both languages, checked as a whole so one reply names every problem. */
export const articleInputSchema = z.object({
  slug: slugSchema,
  title: localizedText(200),
  summary: localizedText(500),
  body: documentPair,
  tags: z
    .array(slugSchema)
    .max(10, 'too_many')
    .transform((tags) => [...new Set(tags)]),
  author: localizedText(120).nullable(),
  cover: z.object({ media: z.uuid({ error: 'invalid' }), alt: localizedText(300) }).nullable(),
  /** Health content: a medical reviewer approves it before it goes out. */
  medicalReview: z.boolean(),
});

export type ArticleInput = z.output<typeof articleInputSchema>;
