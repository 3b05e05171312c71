import { z } from 'zod';
import { richContentLimits } from './rich-document';

/*
 * The shape of each node, attribute set and mark, in zod. parse-rich-content.ts walks the tree (depth, counts,
 * which node may hold which) and turns these schemas' issues into problem codes.
 */

const record = z.record(z.string(), z.unknown());

/** A node that holds other nodes. */
export const containerShape = z.strictObject({
  type: z.string(),
  attrs: record.optional(),
  content: z.array(z.unknown()).optional(),
});

export const textShape = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1),
  marks: z.array(z.unknown()).optional(),
});

/** An inline leaf (hardBreak): ProseMirror writes the marks around it, which mean nothing for a break. */
export const inlineLeafShape = z.strictObject({
  type: z.string(),
  attrs: record.optional(),
  marks: z.array(z.unknown()).optional(),
});

/** A block leaf (image). */
export const blockLeafShape = z.strictObject({ type: z.string(), attrs: record.optional() });

export const markShape = z.strictObject({ type: z.string(), attrs: record.optional() });

// Tiptap's stock extensions write these attributes with their default value (textAlign: null, target: '_blank'…):
// the default is accepted and dropped, any other value refused.
const tiptapNull = z.null().optional();

export const noAttributes = z.strictObject({});

export const paragraphAttributes = z.strictObject({ textAlign: tiptapNull });

export const headingAttributes = z.strictObject({
  level: z.union([z.literal(2), z.literal(3)]),
  textAlign: tiptapNull,
});

export const orderedListAttributes = z.strictObject({ start: z.literal(1).optional(), type: tiptapNull });

export const linkAttributes = z.strictObject({
  href: z.string(),
  target: z.literal('_blank').nullable().optional(),
  rel: z.literal('noopener noreferrer nofollow').nullable().optional(),
  class: tiptapNull,
  title: tiptapNull,
});

const { imageWidth, imageWidths, imageAltLength } = richContentLimits;
// The original's size: far beyond any camera, only to keep numbers sane.
const imageSide = z.int().min(1).max(100_000);

export const imageAttributes = z
  .strictObject({
    media: z.string().regex(/^[a-z0-9-]{1,64}$/),
    widths: z
      .array(z.int().min(imageWidth.min).max(imageWidth.max))
      .min(1)
      .max(imageWidths)
      .refine((widths) => widths.every((width, index) => index === 0 || width > widths[index - 1]!), 'ascending'),
    width: imageSide,
    height: imageSide,
    alt: z.string().trim().min(1).max(imageAltLength),
    src: tiptapNull,
    title: tiptapNull,
  })
  // Written for partial input too: zod may run it after a field failed.
  .refine((image) => !Array.isArray(image.widths) || image.widths.every((width) => !(width > image.width)), {
    message: 'no wider than the original',
    path: ['widths'],
  });
