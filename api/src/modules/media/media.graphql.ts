import { builder } from '../../builder';
import type { GraphQLContext } from '../../context';
import { createBatchLoader } from '../common/batch-loader';
import { onePer } from '../common/one-per';
import { findMediaImages, mediaUrl, uploadStaffImage, widthToServe, type MediaImage } from './media.service';
import type { MediaPurpose } from './media.table';

export const MediaPurposeRef = builder.enumType('MediaPurpose', {
  description: "CONTENT: an article's or a page's picture; PHOTO: a practitioner's photo.",
  values: {
    CONTENT: { value: 'content' as MediaPurpose },
    PHOTO: { value: 'photo' as MediaPurpose },
  },
});

export const MediaImageRef = builder.objectRef<MediaImage>('MediaImage').implement({
  description:
    'An image the platform publishes, stored as WebP at a few widths (320, 640, 960, 1600: those not wider than ' +
    'the original) with its metadata removed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    width: t.exposeInt('width', { description: 'The original, upright: with height, the space a page reserves.' }),
    height: t.exposeInt('height'),
    widths: t.exposeIntList('widths', { description: 'The widths stored, ascending: a srcset.' }),
    url: t.string({
      description:
        'The address of one stored width (cached a year): the narrowest at least `width` wide, else the widest; ' +
        'without `width`, the widest.',
      args: { width: t.arg.int() },
      resolve: (image, { width }) => mediaUrl(image.id, widthToServe(image, width)),
    }),
  }),
});

const mediaImageLoader = onePer((context: GraphQLContext) =>
  createBatchLoader((ids: string[]) => findMediaImages(context, ids)),
);

/** For other modules' fields that name an image (an article's cover, a listing's photo): one query per response. */
export async function loadMediaImage(context: GraphQLContext, id: string): Promise<MediaImage | null> {
  return (await mediaImageLoader(context)(id)) ?? null;
}

builder.mutationField('staffUploadImage', (t) =>
  t.field({
    type: MediaImageRef,
    description:
      'Editors and admins: uploads an image (GraphQL multipart request; JPEG, PNG or WebP by its content, at most ' +
      '10 MB and 40 megapixels), stored upright as WebP without its metadata. Audited.',
    args: {
      file: t.arg({ type: 'File', required: true }),
      purpose: t.arg({ type: MediaPurposeRef, defaultValue: 'content' }),
    },
    resolve: (_root, args, context) => uploadStaffImage(context, args),
  }),
);
