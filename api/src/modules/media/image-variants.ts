import fs from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { badUserInput } from '../../errors';
import { detectFileType } from '../../http/detect-file-type';

/** The widths pages choose from (srcset); an image is stored at those not wider than itself. */
export const mediaWidths = [320, 640, 960, 1600] as const;

/** As much as the GraphQL upload lets through (http/graphql.ts), for images that come another way too. */
export const maxImageBytes = 10 * 1024 * 1024;

/** 40 megapixels: a large camera's photo. Decoding one takes about 120 MB; a bigger one is refused unread. */
export const maxImagePixels = 40_000_000;

/** Images every browser shows; anything else (SVG, GIF, HEIC, PDF…) never reaches the decoder. */
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

const webpQuality = 80;

export interface EncodedImage {
  /** The original's size once turned upright (EXIF orientation). */
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

const refuse = (code: string) => badUserInput([{ path: 'file', code }]);

export function widthsFor(originalWidth: number): number[] {
  const fitting = mediaWidths.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}

async function sizeOf(source: string | Buffer): Promise<number> {
  return typeof source === 'string' ? (await fs.stat(source)).size : source.length;
}

/** Width and height upright, from the header alone (nothing decoded yet); refuses what is not a readable image. */
async function uprightSize(source: string | Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // No pixel limit here: the header is read to apply ours with its own message.
    metadata = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('image_unreadable');
  }
  if (metadata.width * metadata.height > maxImagePixels) throw refuse('image_too_many_pixels');
  return metadata.autoOrient;
}

/**
 * Checks an uploaded image and encodes it as WebP at each width it is stored at, upright and without any of its
 * metadata (EXIF, GPS, XMP, comments: sharp writes none unless asked). Refusals are BAD_USER_INPUT on `file`:
 * file_empty, image_too_large, image_type_invalid (by content, never by name), image_too_many_pixels,
 * image_unreadable (a damaged file).
 */
export async function encodeImageVariants(source: string | Buffer): Promise<EncodedImage> {
  const size = await sizeOf(source);
  if (size === 0) throw refuse('file_empty');
  if (size > maxImageBytes) throw refuse('image_too_large');
  const type = await detectFileType(source);
  if (!type || !imageTypes.has(type)) throw refuse('image_type_invalid');
  const { width, height } = await uprightSize(source);
  const widths = widthsFor(width);
  const variants: EncodedImage['variants'] = [];
  try {
    // Decoded once, upright at the widest width stored; the narrower ones are resized from those pixels (a WebP of
    // 40 megapixels took 2.2 s decoded for each width, 0.6 s this way).
    const widest = await sharp(source, { limitInputPixels: maxImagePixels })
      .rotate()
      .resize({ width: widths[widths.length - 1] })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: rawWidth, height: rawHeight, channels } = widest.info;
    for (const variantWidth of widths) {
      const bytes = await sharp(widest.data, { raw: { width: rawWidth, height: rawHeight, channels } })
        .resize({ width: variantWidth })
        .webp({ quality: webpQuality })
        .toBuffer();
      variants.push({ width: variantWidth, bytes });
    }
  } catch {
    // The header was fine but the pixels are not (a truncated or corrupt file).
    throw refuse('image_unreadable');
  }
  return { width, height, variants };
}
