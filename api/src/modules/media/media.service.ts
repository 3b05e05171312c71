import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { badUserInput, parseInput } from '../../errors';
import { StoredUpload } from '../../http/uploads';
import { defineRateLimitRule } from '../../rate-limit/rules';
import type { StoredObjectBody } from '../../storage/object-store';
import { uploadStore } from '../../storage/stores';
import { readApplicationPhoto } from '../applications/documents.service';
import { recordAudit } from '../staff/audit.service';
import { requireStaffWithAny, type StaffContext } from '../staff/staff-access.service';
import { encodeImageVariants } from './image-variants';
import { mediaAssets, type MediaAssetRow, type MediaPurpose } from './media.table';

/** An image as pages and the console use it: its upright size (to reserve its space) and the widths stored. */
export interface MediaImage {
  id: string;
  width: number;
  height: number;
  /** Ascending. */
  widths: number[];
}

export type MediaContext = { db: Pick<Database, 'select' | 'transaction'>; config: GraphQLContext['config'] };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A stored variant never changes (a new image gets a new id), so browsers and CDNs may keep it for a year. */
export const mediaCacheControl = 'public, max-age=31536000, immutable';

export const staffImageUploadRule = defineRateLimitRule('staff-image-upload', {
  perIp: { points: 600, durationSeconds: 60 * 60 },
  perEmail: { points: 300, durationSeconds: 60 * 60 },
});

/** Where a variant lives in the upload store, beside the applications' files (`applications/…`). */
const variantKey = (id: string, width: number) => `media/${id}/${width}.webp`;

/** The public address of one stored width (GET /media/<id>/<width>.webp, media.http.ts). */
export const mediaUrl = (id: string, width: number) => `/media/${id}/${width}.webp`;

/** The stored width for a slot `requested` pixels wide: the narrowest not narrower, else the widest; no slot: the widest. */
export function widthToServe(image: Pick<MediaImage, 'widths'>, requested?: number | null): number {
  const widest = image.widths[image.widths.length - 1]!;
  if (requested === undefined || requested === null) return widest;
  return image.widths.find((width) => width >= requested) ?? widest;
}

const imageOf = ({ id, width, height, widths }: MediaAssetRow): MediaImage => ({ id, width, height, widths });

const uuid = z.uuid();

/** The images of `ids` that exist, by id, in one query (a resolver's batch); ids that are not uuids are absent. */
export async function findMediaImages(
  context: { db: Pick<Database, 'select'> },
  ids: readonly string[],
): Promise<Map<string, MediaImage>> {
  const valid = [...new Set(ids)].filter((id) => uuid.safeParse(id).success);
  if (valid.length === 0) return new Map();
  const rows = await context.db.select().from(mediaAssets).where(inArray(mediaAssets.id, valid));
  return new Map(rows.map((row) => [row.id, imageOf(row)]));
}

/** One stored width's bytes, or null when the store has no such file. */
export function readMediaVariant(
  config: GraphQLContext['config'],
  image: Pick<MediaImage, 'id'>,
  width: number,
): Promise<StoredObjectBody | null> {
  return uploadStore(config).read(variantKey(image.id, width));
}

interface ImageDetails {
  purpose: MediaPurpose;
  /** The staff member who uploaded it; null for an application's photo. */
  uploadedBy: string | null;
}

/**
 * Encodes and stores every variant, then writes the row (with `alongside` in its transaction): a failure leaves
 * no row, and the variants already written are removed.
 */
async function saveImage(
  context: MediaContext,
  source: string | Buffer,
  details: ImageDetails,
  alongside?: (transaction: Transaction, image: MediaImage) => Promise<void>,
): Promise<MediaImage> {
  const encoded = await encodeImageVariants(source);
  const image: MediaImage = {
    id: randomUUID(),
    width: encoded.width,
    height: encoded.height,
    widths: encoded.variants.map((variant) => variant.width),
  };
  const store = uploadStore(context.config);
  const written: string[] = [];
  try {
    for (const variant of encoded.variants) {
      const key = variantKey(image.id, variant.width);
      written.push(key);
      await store.putBytes(key, variant.bytes, { contentType: 'image/webp', cacheControl: mediaCacheControl });
    }
    await context.db.transaction(async (transaction) => {
      await transaction.insert(mediaAssets).values({ ...image, ...details });
      await alongside?.(transaction, image);
    });
    return image;
  } catch (error) {
    // The write that failed may have left its object too; deleting a missing one is no error.
    await Promise.allSettled(written.map((key) => store.delete(key)));
    throw error;
  }
}

/** Stores an image file (JPEG, PNG or WebP, 10 MB, 40 megapixels) as WebP variants; see encodeImageVariants. */
export function storeImage(
  context: MediaContext,
  { filePath, purpose, uploadedBy }: { filePath: string } & ImageDetails,
): Promise<MediaImage> {
  return saveImage(context, filePath, { purpose, uploadedBy });
}

const isRefusedInput = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT';

/**
 * The application's photo as a `photo` media image, for the practitioner's listing; null when it has none, or
 * when the photo cannot be published (unreadable, too many pixels): an editor then adds one by hand.
 */
export async function photoFromApplication(
  context: MediaContext & Pick<GraphQLContext, 'logger'>,
  applicationId: string,
): Promise<MediaImage | null> {
  const photo = await readApplicationPhoto(context, applicationId);
  if (!photo) return null;
  try {
    return await saveImage(context, photo, { purpose: 'photo', uploadedBy: null });
  } catch (error) {
    if (!isRefusedInput(error)) throw error;
    const [field] = (error as GraphQLError).extensions.fields as { code: string }[];
    context.logger.warn({ applicationId, code: field?.code }, 'the application photo was not made a media image');
    return null;
  }
}

const uploadArguments = z.object({
  purpose: z.enum(['content', 'photo'], { error: 'option_invalid' }).default('content'),
});

/** An editor's (or admin's) upload from the console, written to the audit trail with the image. */
export async function uploadStaffImage(
  context: StaffContext & MediaContext & Pick<GraphQLContext, 'rateLimiter'>,
  rawArguments: { file: unknown; purpose?: unknown },
): Promise<MediaImage> {
  try {
    const viewer = await requireStaffWithAny(context, ['content', 'listings']);
    const { purpose } = parseInput(uploadArguments, { purpose: rawArguments.purpose ?? undefined });
    // Only a multipart request carries a file; a JSON variable posing as one is refused.
    if (!(rawArguments.file instanceof StoredUpload)) throw badUserInput([{ path: 'file', code: 'required' }]);
    await context.rateLimiter.consume(staffImageUploadRule, { ip: context.clientIp, email: viewer.email });
    const details = { purpose, uploadedBy: viewer.staffId };
    return await saveImage(context, rawArguments.file.path, details, (transaction, image) =>
      recordAudit(
        { db: transaction },
        {
          staffId: viewer.staffId,
          action: 'media-uploaded',
          record: { kind: 'media', id: image.id },
          ip: context.clientIp,
        },
      ),
    );
  } finally {
    // The temporary file goes either way: its variants are in the store, or it was refused.
    if (rawArguments.file instanceof StoredUpload) await fs.rm(rawArguments.file.path, { force: true });
  }
}

/** Deletes an image and its stored widths (an erased practitioner's photo); nothing when it is already gone. */
export async function deleteMediaImage(context: Pick<MediaContext, 'config'> & { db: Database }, id: string) {
  const [deleted] = await context.db
    .delete(mediaAssets)
    .where(eq(mediaAssets.id, id))
    .returning({ id: mediaAssets.id, widths: mediaAssets.widths });
  if (!deleted) return;
  const store = uploadStore(context.config);
  for (const width of deleted.widths) await store.delete(variantKey(deleted.id, width));
}
