import fs from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../db/client';
import type { Logger } from '../logger';
import { applicationDocuments } from '../modules/applications/applications.table';
import { businessRequests } from '../modules/business/business.table';
import { teamMailLeaseStart } from '../modules/common/team-request';
import { contactMessages } from '../modules/contact/contact.table';
import type { ObjectStore } from '../storage/object-store';
import { abandonedAfterMs } from './abandoned';

/** What the sweep removed: storage keys and row ids only, never a name or an address. */
export interface SweepReport {
  /** Temporary files of uploads cut off while streaming (DATA_DIR/uploads/incoming/). */
  incompleteUploads: string[];
  /** Stored files no document row names (cut off between the store and the row, or after a replace). */
  filesWithoutRow: string[];
  /** Document rows whose file is gone. */
  rowsWithoutFile: string[];
  /** Contact messages and business requests stored but never sent to the team. */
  contactMessagesNeverSent: number[];
  businessRequestsNeverSent: number[];
}

export interface SweepOptions {
  db: Database;
  databaseKind: DatabaseKind;
  /** This process's uploads still arriving are in `incoming/` of it. */
  uploadsDir: string;
  /** Where accepted files are kept (`applications/<storageKey>`): the local folder or the bucket. */
  uploads: ObjectStore;
  /** Defaults to now; what is younger than the grace period is left alone. */
  now?: Date;
}

async function filesIn(directory: string): Promise<{ name: string; modifiedAt: Date }[]> {
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const stat = await fs.stat(path.join(directory, name)).catch(() => null);
      return stat?.isFile() ? { name, modifiedAt: stat.mtime } : null;
    }),
  );
  return files.filter((file) => file !== null);
}

const storedPrefix = 'applications/';

/** The stored application files, by storage key (the name after `applications/`). */
async function storedDocuments(uploads: ObjectStore): Promise<{ name: string; modifiedAt: Date }[]> {
  const files: { name: string; modifiedAt: Date }[] = [];
  for await (const object of uploads.list(storedPrefix)) {
    const name = object.key.slice(storedPrefix.length);
    if (!name.includes('/')) files.push({ name, modifiedAt: object.modifiedAt });
  }
  return files;
}

/**
 * Run at start, before the server listens: removes what a server killed in the middle of a write left
 * behind, so every record is whole or absent. On PGlite this process is the only one, so everything
 * unfinished is abandoned; on PostgreSQL other processes may be mid-write, so only what is older than
 * `abandonedAfterMs` is touched.
 */
export async function sweepAbandonedWork({
  db,
  databaseKind,
  uploadsDir,
  uploads,
  now = new Date(),
}: SweepOptions): Promise<SweepReport> {
  const cutoff = new Date(now.getTime() - (databaseKind === 'pglite' ? 0 : abandonedAfterMs));
  const isOld = (date: Date) => date.getTime() <= cutoff.getTime();

  const incomingDirectory = path.join(uploadsDir, 'incoming');
  const incompleteUploads = (await filesIn(incomingDirectory)).filter((file) => isOld(file.modifiedAt));
  for (const file of incompleteUploads) await fs.rm(path.join(incomingDirectory, file.name), { force: true });

  const storedFiles = await storedDocuments(uploads);
  const rows = await db
    .select({
      id: applicationDocuments.id,
      storageKey: applicationDocuments.storageKey,
      createdAt: applicationDocuments.createdAt,
    })
    .from(applicationDocuments);
  const storageKeys = new Set(rows.map((row) => row.storageKey));
  const storedNames = new Set(storedFiles.map((file) => file.name));

  const filesWithoutRow = storedFiles.filter((file) => !storageKeys.has(file.name) && isOld(file.modifiedAt));
  for (const file of filesWithoutRow) await uploads.delete(`${storedPrefix}${file.name}`);

  // Not one file stored is a store put together wrongly (a partial restore, another bucket), not files lost one by one.
  const rowsWithoutFile =
    storedFiles.length === 0 ? [] : rows.filter((row) => !storedNames.has(row.storageKey) && isOld(row.createdAt));
  if (rowsWithoutFile.length > 0) {
    await db.delete(applicationDocuments).where(
      inArray(
        applicationDocuments.id,
        rowsWithoutFile.map((row) => row.id),
      ),
    );
  }

  const contactMessagesNeverSent = await db
    .delete(contactMessages)
    .where(and(isNull(contactMessages.teamNotifiedAt), lt(teamMailLeaseStart(contactMessages), cutoff)))
    .returning({ id: contactMessages.id });
  const businessRequestsNeverSent = await db
    .delete(businessRequests)
    .where(and(isNull(businessRequests.teamNotifiedAt), lt(teamMailLeaseStart(businessRequests), cutoff)))
    .returning({ id: businessRequests.id });

  return {
    incompleteUploads: incompleteUploads.map((file) => file.name),
    filesWithoutRow: filesWithoutRow.map((file) => file.name),
    rowsWithoutFile: rowsWithoutFile.map((row) => row.id),
    contactMessagesNeverSent: contactMessagesNeverSent.map((row) => row.id),
    businessRequestsNeverSent: businessRequestsNeverSent.map((row) => row.id),
  };
}

/** One log line per kind of thing removed; nothing when all was whole. */
export function logSweep(logger: Logger, report: SweepReport): void {
  for (const [kind, removed] of Object.entries(report) as [keyof SweepReport, (string | number)[]][]) {
    if (removed.length > 0) logger.warn({ kind, count: removed.length, removed }, `start-up sweep removed ${kind}`);
  }
}
