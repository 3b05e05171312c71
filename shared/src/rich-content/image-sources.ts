import type { RichImageAttributes } from './rich-document';

/** The URL of one stored width of an uploaded image. */
export type MediaUrl = (media: string, width: number) => string;

/** The API's media route: GET /media/<id>/<width>.webp. */
export const defaultMediaUrl: MediaUrl = (media, width) => `/media/${encodeURIComponent(media)}/${width}.webp`;

// For browsers that ignore srcset: sharp enough for the 45rem (720 px) column; srcset offers the rest.
const fallbackWidth = 960;

/** `src` (the largest width up to 960, or the smallest) and `srcset` (every width) of a document's image. */
export function imageSources(
  { media, widths }: Pick<RichImageAttributes, 'media' | 'widths'>,
  mediaUrl: MediaUrl = defaultMediaUrl,
): { src: string; srcSet: string } {
  const ascending = [...widths].sort((first, second) => first - second);
  const fitting = ascending.filter((width) => width <= fallbackWidth);
  const srcWidth = fitting.length > 0 ? fitting[fitting.length - 1]! : ascending[0]!;
  return {
    src: mediaUrl(media, srcWidth),
    srcSet: ascending.map((width) => `${mediaUrl(media, width)} ${width}w`).join(', '),
  };
}
