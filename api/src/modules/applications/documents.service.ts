import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { documentKinds, maxBytesOf, type DocumentKind } from '@sakina/shared/validation';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { badUserInput, parseInput } from '../../errors';
import { detectFileType } from '../../http/detect-file-type';
import type { Download } from '../../http/send-download';
import { StoredUpload } from '../../http/uploads';
import { defineRateLimitRule } from '../../rate-limit/rules';
import { uploadStore } from '../../storage/stores';
import type { GraphQLContext } from '../../context';
import { requireApplicant } from './applications.access';
import {
  applicationLocked,
  ensureApplication,
  findApplication,
  findApplicationOfAccount,
  isEditable,
  type ApplicationContext,
} from './applications.service';
import { applicationDocuments, applications, type ApplicationDocumentRow } from './applications.table';
import { reviewableStatuses } from './reviews.service';

export const documentUploadRule = defineRateLimitRule('application-document-upload', {
  perIp: { points: 300, durationSeconds: 60 * 60 },
  perEmail: { points: 100, durationSeconds: 60 * 60 },
});

/** What a photo may be: images every browser shows. */
const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
/**
 * A document is a PDF or one of those images, recognised by its magic bytes. Office files (Word, OpenDocument)
 * can carry macros and are refused; the form names the accepted types.
 */
const documentTypes = new Set([...photoTypes, 'application/pdf']);

/** The extension a download gets, from the detected type (never the uploaded name's). */
const extensionOfMediaType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Where a document's bytes live in the upload store (`applications/<storageKey>`, as in the data folders). */
export function documentObjectKey(storageKey: string): string {
  return `applications/${storageKey}`;
}

export type UploadStoreConfig = Pick<AppConfig, 'uploadsDir' | 'siteDir' | 'storage'>;

function downloadName(fileName: string, mediaType: string): string {
  const extension = extensionOfMediaType[mediaType];
  const base = fileName.replace(/\.[^.]*$/, '') || 'file';
  return extension ? `${base}.${extension}` : base;
}

/**
 * A document's bytes from the upload store, named for download by its detected type; null when the file is gone
 * (the start-up sweep removes such rows). The caller has checked who may read it.
 */
export async function readStoredDocument(
  config: UploadStoreConfig,
  document: Pick<ApplicationDocumentRow, 'fileName' | 'mediaType' | 'sizeBytes' | 'storageKey'>,
): Promise<Download | null> {
  const stored = await uploadStore(config).read(documentObjectKey(document.storageKey));
  if (!stored) return null;
  return {
    body: stored.body,
    mediaType: document.mediaType,
    sizeBytes: document.sizeBytes,
    fileName: downloadName(document.fileName, document.mediaType),
  };
}

/**
 * The bytes of an application's photo (at most 5 MB, a JPEG, PNG or WebP by its content), for the practitioner's
 * published photo; null when the application has none or its file is gone.
 */
export async function readApplicationPhoto(
  context: { db: Pick<Database, 'select'>; config: UploadStoreConfig },
  applicationId: string,
): Promise<Buffer | null> {
  const [photo] = await context.db
    .select({ storageKey: applicationDocuments.storageKey })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.kind, 'photo')));
  return photo ? uploadStore(context.config).readBytes(documentObjectKey(photo.storageKey)) : null;
}

/** A file name fit to show and to put in a header: no folders, control characters or quotes, at most 150 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return (cleaned || 'file').slice(-150);
}

const uploadArguments = z.object({
  kind: z.enum(documentKinds, { error: 'option_invalid' }),
  replaceId: z.uuid({ error: 'invalid' }).nullish(),
});

/** The detected media type of an accepted file, or the field error that refuses it. */
async function checkContent(kind: DocumentKind, file: StoredUpload): Promise<string> {
  const fileError = (code: string) => badUserInput([{ path: 'file', code }]);
  if (file.size === 0) throw fileError('file_empty');
  if (file.size > maxBytesOf(kind)) throw fileError(kind === 'photo' ? 'photo_too_large' : 'file_too_large');
  const detected = await detectFileType(file.path);
  const allowed = kind === 'photo' ? photoTypes : documentTypes;
  if (!detected || !allowed.has(detected))
    throw fileError(kind === 'photo' ? 'photo_type_invalid' : 'file_type_invalid');
  return detected;
}

async function removeStoredFile(config: UploadStoreConfig, storageKey: string): Promise<void> {
  await uploadStore(config).delete(documentObjectKey(storageKey));
}

/**
 * Stores one file of the applicant's application, checked by its content: an image or a readable document,
 * at most 10 MB (5 MB for the photo). A single-file kind replaces its file; a certificate is added, or
 * replaces the one named by replaceId, up to the configured count.
 */
export async function uploadDocument(
  context: ApplicationContext & Pick<GraphQLContext, 'rateLimiter' | 'clientIp'>,
  rawArguments: { kind: unknown; replaceId?: unknown; file: StoredUpload },
): Promise<ApplicationDocumentRow> {
  try {
    return await storeDocument(context, rawArguments);
  } finally {
    // The temporary file goes either way: a refused one leaves no trace, an accepted one is in the store already.
    if (rawArguments.file instanceof StoredUpload) await fs.rm(rawArguments.file.path, { force: true });
  }
}

async function storeDocument(
  context: ApplicationContext & Pick<GraphQLContext, 'rateLimiter' | 'clientIp'>,
  rawArguments: { kind: unknown; replaceId?: unknown; file: StoredUpload },
): Promise<ApplicationDocumentRow> {
  const viewer = requireApplicant(context);
  const { kind, replaceId } = parseInput(uploadArguments, {
    kind: rawArguments.kind,
    replaceId: rawArguments.replaceId,
  });
  const file = rawArguments.file;
  // Only a multipart request carries a file; a JSON variable posing as one is refused.
  if (!(file instanceof StoredUpload)) throw badUserInput([{ path: 'file', code: 'required' }]);
  const draft = await findApplicationOfAccount(context, viewer.accountId);
  if (draft && !isEditable(draft)) throw applicationLocked();
  await context.rateLimiter.consume(documentUploadRule, { ip: context.clientIp, email: viewer.email });

  const mediaType = await checkContent(kind, file);
  // Without a draft there is no file yet: nothing to replace, nothing counted.
  const existing = draft
    ? await context.db
        .select()
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.applicationId, draft.id), eq(applicationDocuments.kind, kind)))
    : [];
  const replaced =
    kind === 'certificate' && replaceId ? existing.find((document) => document.id === replaceId) : undefined;
  if (kind === 'certificate') {
    if (replaceId && !replaced) throw badUserInput([{ path: 'replaceId', code: 'invalid' }]);
    if (!replaced && existing.length >= context.config.applicationMaxCertificates) {
      throw badUserInput([{ path: 'file', code: 'too_many_files' }]);
    }
  }
  // Made only once the file and its place are accepted, so a refused upload leaves no empty draft behind.
  const application = draft ?? (await ensureApplication(context, viewer.accountId));
  if (!isEditable(application)) throw applicationLocked();

  const storageKey = randomUUID();
  // File first, then the row: a server killed between the two leaves a file no row names, which the sweep removes.
  await uploadStore(context.config).putFile(documentObjectKey(storageKey), file.path, { contentType: mediaType });
  let stored: { created: ApplicationDocumentRow; removed: ApplicationDocumentRow[] };
  try {
    stored = await context.db.transaction(async (transaction) => {
      // A single-file kind drops whatever it holds, also a file a concurrent upload stored meanwhile.
      const removed =
        kind !== 'certificate'
          ? await transaction
              .delete(applicationDocuments)
              .where(and(eq(applicationDocuments.applicationId, application.id), eq(applicationDocuments.kind, kind)))
              .returning()
          : replaced
            ? await transaction.delete(applicationDocuments).where(eq(applicationDocuments.id, replaced.id)).returning()
            : [];
      const [created] = await transaction
        .insert(applicationDocuments)
        .values({
          applicationId: application.id,
          kind,
          fileName: cleanFileName(file.name),
          mediaType,
          sizeBytes: file.size,
          storageKey,
        })
        .returning();
      return { created, removed };
    });
  } catch (error) {
    await removeStoredFile(context.config, storageKey);
    throw error;
  }
  for (const old of stored.removed) await removeStoredFile(context.config, old.storageKey);
  return stored.created;
}

/** Removes one of the applicant's own files while the application can still change. */
export async function removeDocument(context: ApplicationContext, rawId: unknown): Promise<void> {
  const viewer = requireApplicant(context);
  const { id } = parseInput(z.object({ id: z.uuid({ error: 'invalid' }) }), { id: rawId });
  const application = await findApplicationOfAccount(context, viewer.accountId);
  // No application yet: no file of theirs to remove.
  if (!application) throw badUserInput([{ path: 'id', code: 'invalid' }]);
  if (!isEditable(application)) throw applicationLocked();
  const [removed] = await context.db
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.id, id), eq(applicationDocuments.applicationId, application.id)))
    .returning();
  // Someone else's file, or one already removed, looks the same: nothing to remove.
  if (!removed) throw badUserInput([{ path: 'id', code: 'invalid' }]);
  await removeStoredFile(context.config, removed.storageKey);
}

/** A stored file that `viewer` may download: the owner's own (staff read files through the console's route). */
export async function findDownloadableDocument(
  { db }: { db: Database },
  viewer: { accountId: string; role: string } | null,
  rawId: string,
): Promise<ApplicationDocumentRow | null> {
  if (!viewer || !z.uuid().safeParse(rawId).success) return null;
  const [document] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, rawId));
  if (!document) return null;
  const application = await findApplication({ db }, document.applicationId);
  if (!application) return null;
  return application.accountId === viewer.accountId ? document : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored file of a sent application, for the staff console; null for a draft's file, as for a missing one. */
export async function findSentDocument(
  { db }: { db: Database },
  rawId: string,
): Promise<ApplicationDocumentRow | null> {
  if (!uuidPattern.test(rawId)) return null;
  const [found] = await db
    .select({ document: applicationDocuments })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(and(eq(applicationDocuments.id, rawId), inArray(applications.status, reviewableStatuses)));
  return found?.document ?? null;
}
