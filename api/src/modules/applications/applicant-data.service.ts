import { and, asc, eq, lt, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { uploadStore } from '../../storage/stores';
import { findApplicationOfAccount } from './applications.service';
import { documentObjectKey, type UploadStoreConfig } from './documents.service';
import { openPersonal } from './national-id-at-rest';
import { applicationDocuments, applicationReviews, applications } from './applications.table';

type DataContext = { db: Database; config: UploadStoreConfig & Pick<AppConfig, 'dataDir' | 'dataEncryptionKeys'> };

/** An uploaded file in the applicant's copy of their data: where it is in the archive, and how to read it. */
export interface ExportedFile {
  kind: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  uploadedAt: Date;
  /** Its path inside the archive. */
  path: string;
  read: () => Promise<Buffer | null>;
}

const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The account's application as its owner may read it: every field in clear (the national ID opened), the
 * decisions taken on it, and its files. Null when the account never saved a step.
 */
export async function applicationExport(context: DataContext, accountId: string) {
  const application = await findApplicationOfAccount(context, accountId);
  if (!application) return null;
  const [documents, reviews] = await Promise.all([
    context.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application.id))
      .orderBy(asc(applicationDocuments.createdAt)),
    context.db
      .select({
        decision: applicationReviews.decision,
        reason: applicationReviews.reason,
        decidedAt: applicationReviews.createdAt,
      })
      .from(applicationReviews)
      .where(eq(applicationReviews.applicationId, application.id))
      .orderBy(asc(applicationReviews.createdAt)),
  ]);
  const store = uploadStore(context.config);
  const files: ExportedFile[] = documents.map((document, index) => ({
    kind: document.kind,
    fileName: document.fileName,
    mediaType: document.mediaType,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.createdAt,
    path: `files/${index + 1}-${document.kind}.${extensionOf[document.mediaType] ?? 'bin'}`,
    read: () => store.readBytes(documentObjectKey(document.storageKey)),
  }));
  return {
    application: {
      status: application.status,
      personal: application.personal && openPersonal(context.config, application.id, application.personal),
      professional: application.professional,
      rejectionReasonKey: application.rejectionReasonKey,
      rejectionReason: application.rejectionReason,
      createdAt: application.createdAt,
      updatedAt: application.updatedAt,
      submittedAt: application.submittedAt,
      decidedAt: application.decidedAt,
      reviews,
    },
    files,
  };
}

/**
 * Deletes the applications `which` picks (the foreign keys cascade to their files' rows, decisions and review-queue
 * claims), then their files in the upload store. A file left behind by a failure there is no row's any more: the
 * start-up sweep removes it. The condition is checked again by the delete, so an application sent again meanwhile
 * stays.
 */
async function eraseApplications(context: DataContext, which: SQL): Promise<string[]> {
  const documents = await context.db
    .select({ applicationId: applicationDocuments.applicationId, storageKey: applicationDocuments.storageKey })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(which);
  const erased = await context.db.delete(applications).where(which).returning({ id: applications.id });
  const erasedIds = new Set(erased.map((row) => row.id));
  const store = uploadStore(context.config);
  for (const document of documents) {
    if (erasedIds.has(document.applicationId)) await store.delete(documentObjectKey(document.storageKey));
  }
  return [...erasedIds];
}

/** Erases the account's application and its files; answers its id (for its listing), or null when it had none. */
export async function eraseApplicationOfAccount(context: DataContext, accountId: string): Promise<string | null> {
  const [erased] = await eraseApplications(context, eq(applications.accountId, accountId));
  return erased ?? null;
}

/** Retention: applications rejected before `before` and not sent again since, with their files. */
export async function purgeRejectedApplications(context: DataContext, before: Date): Promise<number> {
  const erased = await eraseApplications(
    context,
    and(eq(applications.status, 'rejected'), lt(applications.decidedAt, before))!,
  );
  return erased.length;
}
