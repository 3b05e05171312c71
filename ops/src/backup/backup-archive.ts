import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { pgliteExtensions } from '@sakina/api/internals/db/client';
import { lockDirectory } from '@sakina/api/internals/db/pglite-lock';
import { keepToOwner } from '@sakina/api/internals/security/data-directory';
import { decryptArchive, encryptArchive, isEncryptedArchive } from './backup-encryption';
import { copyPgliteIntoPostgres } from './pglite-to-postgres';
import type { ObjectStore } from '@sakina/api/internals/storage/object-store';

const run = promisify(execFile);

/** What a backup holds: the database (a PGlite data-folder dump or a pg_dump) and the stored files. */
export interface BackupManifest {
  format: 'sakina-backup-1';
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Every file of the archive but this manifest, with its SHA-256. */
  files: Record<string, string>;
}

export interface BackupLocations {
  /** postgres://… or null for the embedded database in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  /**
   * The upload store (local folder or bucket): its `applications/…` (applicants' documents) and `media/…` (the
   * published images: articles', practitioners' photos) are the archive's `uploads/applications/…` and `uploads/media/…`.
   */
  uploads: ObjectStore;
  /** BACKUP_ENCRYPTION_KEY's keys: with any, archives are written encrypted with the first (backup-encryption.ts). */
  encryptionKeys?: readonly string[];
}

const pgliteDump = 'database/pglite.tar.gz';
const postgresDump = 'database/postgres.dump';
/** Only stored files: `incoming/` holds uploads still arriving, which no row names yet. */
const storedPrefixes = ['applications', 'media'] as const;

/** Every stored file's key, one prefix after the other. */
async function* storedKeys(uploads: ObjectStore): AsyncGenerator<string> {
  for (const prefix of storedPrefixes) {
    for await (const object of uploads.list(`${prefix}/`)) yield object.key;
  }
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Copies every stored file into `<staging>/uploads/<its key>`. */
async function downloadStoredUploads(uploads: ObjectStore, staging: string): Promise<void> {
  for await (const key of storedKeys(uploads)) {
    const stored = await uploads.read(key);
    // Removed since it was listed (a replaced document): its row is gone from the dump too.
    if (!stored) continue;
    const target = path.join(staging, 'uploads', ...key.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(stored.body, fs.createWriteStream(target, { mode: 0o600 }));
  }
}

async function ensureEmptyStore(uploads: ObjectStore): Promise<void> {
  for await (const _key of storedKeys(uploads)) {
    throw new BackupError(`The upload store (${uploads.location}) is not empty: restore into an empty one.`);
  }
}

const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function filesUnder(root: string, folder = ''): string[] {
  const directory = path.join(root, folder);
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(root, path.join(folder, entry.name))
        : entry.isFile()
          ? [path.join(folder, entry.name)]
          : [],
    )
    .sort();
}

function temporaryFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-backup-'));
}

async function dumpPglite(directory: string, target: string): Promise<void> {
  if (!fs.existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${directory}.`);
  }
  const client = await PGlite.create(directory, { extensions: pgliteExtensions });
  try {
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Writes one archive (tar.gz) holding the database and the uploaded files, with a manifest of their SHA-256,
 * and `<archive>.sha256` beside it. On PGlite the server must be stopped (the data folder's lock says so); on
 * PostgreSQL pg_dump reads one consistent snapshot while the server runs, and the files are copied after it, so
 * every row of the dump has its file.
 */
export async function createBackup(locations: BackupLocations, archive: string): Promise<BackupManifest> {
  const staging = temporaryFolder();
  const lock = locations.databaseUrl ? null : lockDirectory(locations.pgliteDir);
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    if (locations.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, postgresDump)}`,
        `--dbname=${locations.databaseUrl}`,
      ]);
    } else {
      await dumpPglite(locations.pgliteDir, path.join(staging, pgliteDump));
    }
    await downloadStoredUploads(locations.uploads, staging);

    const files = Object.fromEntries(filesUnder(staging).map((file) => [file, sha256Of(path.join(staging, file))]));
    const manifest: BackupManifest = {
      format: 'sakina-backup-1',
      createdAt: new Date().toISOString(),
      database: locations.databaseUrl ? 'postgres' : 'pglite',
      files,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(archive), { recursive: true });
    const [encryptionKey] = locations.encryptionKeys ?? [];
    if (encryptionKey) {
      const plain = `${staging}.tar.gz`;
      try {
        await run('tar', ['-czf', plain, '-C', staging, '.']);
        await encryptArchive(plain, archive, encryptionKey);
      } finally {
        fs.rmSync(plain, { force: true });
      }
    } else {
      await run('tar', ['-czf', archive, '-C', staging, '.']);
    }
    fs.chmodSync(archive, 0o600);
    fs.writeFileSync(`${archive}.sha256`, `${sha256Of(archive)}  ${path.basename(archive)}\n`);
    return manifest;
  } finally {
    lock?.release();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The archive's own checksum, then each file's against the manifest; anything else in it is refused too. Returns
 * the manifest and the archive's checksum, which names it.
 */
async function unpackVerified(
  archive: string,
  staging: string,
  encryptionKeys: readonly string[] = [],
): Promise<{ manifest: BackupManifest; digest: string }> {
  const checksumFile = `${archive}.sha256`;
  if (!fs.existsSync(checksumFile)) throw new BackupError(`${checksumFile} is missing: the archive cannot be checked.`);
  const digest = sha256Of(archive);
  if (digest !== fs.readFileSync(checksumFile, 'utf8').trim().split(/\s+/)[0])
    throw new BackupError(`${archive} does not match its checksum: it is damaged.`);
  if (isEncryptedArchive(archive)) {
    const plain = `${staging}.tar.gz`;
    try {
      await decryptArchive(archive, plain, encryptionKeys);
      await run('tar', ['-xzf', plain, '-C', staging, '--no-same-owner']);
    } finally {
      fs.rmSync(plain, { force: true });
    }
  } else {
    await run('tar', ['-xzf', archive, '-C', staging, '--no-same-owner']);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'sakina-backup-1') throw new BackupError('This is not a Sakina backup.');
  const present = filesUnder(staging).filter((file) => file !== 'manifest.json');
  const listed = Object.keys(manifest.files).sort();
  if (JSON.stringify(present) !== JSON.stringify(listed)) {
    throw new BackupError('The archive holds other files than its manifest lists.');
  }
  for (const file of listed) {
    if (sha256Of(path.join(staging, file)) !== manifest.files[file]) {
      throw new BackupError(`${file} in the archive does not match its checksum.`);
    }
  }
  return { manifest, digest };
}

async function ensureEmptyPostgres(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]!.count) > 0) {
      throw new BackupError('The database of DATABASE_URL is not empty: restore into a new, empty database.');
    }
  } finally {
    await pool.end();
  }
}

function ensureEmptyFolder(folder: string, what: string): void {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(`${what} (${folder}) is not empty: restore into an empty data folder.`);
  }
}

/**
 * A restore under way, kept in the upload store beside the files (outside their prefixes): which archive, and
 * whether its database is in place. A restore stopped by a failure is run again with the same archive and carries
 * on from there; it is removed when the last file is stored.
 */
interface RestoreProgress {
  archive: string;
  databaseRestored: boolean;
}

const restoreProgressKey = 'restore-in-progress.json';

async function readRestoreProgress(uploads: ObjectStore): Promise<RestoreProgress | null> {
  const bytes = await uploads.readBytes(restoreProgressKey);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as RestoreProgress) : null;
}

const writeRestoreProgress = (uploads: ObjectStore, progress: RestoreProgress) =>
  uploads.putBytes(restoreProgressKey, JSON.stringify(progress), { contentType: 'application/json' });

async function restoreDatabase(locations: BackupLocations, manifest: BackupManifest, staging: string) {
  if (locations.databaseUrl) {
    await ensureEmptyPostgres(locations.databaseUrl);
    if (manifest.database === 'pglite') {
      await copyPgliteIntoPostgres(fs.readFileSync(path.join(staging, pgliteDump)), locations.databaseUrl);
    } else {
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${locations.databaseUrl}`,
        path.join(staging, postgresDump),
      ]);
    }
    return;
  }
  ensureEmptyFolder(locations.pgliteDir, 'The embedded database folder');
  fs.mkdirSync(locations.pgliteDir, { recursive: true });
  const lock = lockDirectory(locations.pgliteDir);
  try {
    const dump = fs.readFileSync(path.join(staging, pgliteDump));
    const client = await PGlite.create(locations.pgliteDir, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([dump]),
    });
    await client.close();
    keepToOwner(locations.pgliteDir);
  } finally {
    lock.release();
  }
}

/** Stores every file of the archive's uploads; a file stored by an earlier, stopped run is replaced whole. */
async function restoreUploads(uploads: ObjectStore, staging: string): Promise<void> {
  const restoredUploads = path.join(staging, 'uploads');
  for (const file of filesUnder(restoredUploads)) {
    const key = file.split(path.sep).join('/');
    try {
      await uploads.putFile(key, path.join(restoredUploads, file));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(
        `Could not store uploads/${key} in ${uploads.location} (${reason}). Run the restore again with the same archive: it carries on from there.`,
        { cause: error },
      );
    }
  }
}

/**
 * Restores an archive of createBackup into an empty data folder (and, with DATABASE_URL, an empty database):
 * checked first, then the database, then the files. Nothing is overwritten, but for the files of the same
 * archive's restore that stopped half-way, which is carried on.
 */
export async function restoreBackup(locations: BackupLocations, archive: string): Promise<BackupManifest> {
  // What is restored is personal data: readable by this account only, as the server keeps DATA_DIR.
  process.umask(0o077);
  const staging = temporaryFolder();
  try {
    const { manifest, digest: archiveDigest } = await unpackVerified(archive, staging, locations.encryptionKeys);
    // An embedded database may move into PostgreSQL (the way to several servers); the other way is refused.
    if (manifest.database === 'postgres' && !locations.databaseUrl) {
      throw new BackupError('The backup holds a postgres database; this configuration uses pglite (DATABASE_URL).');
    }
    const unfinished = await readRestoreProgress(locations.uploads);
    if (unfinished && unfinished.archive !== archiveDigest) {
      throw new BackupError(
        `The upload store (${locations.uploads.location}) holds an unfinished restore of another archive: finish it, or restore into an empty one.`,
      );
    }
    if (!unfinished) await ensureEmptyStore(locations.uploads);
    if (!unfinished?.databaseRestored) {
      await writeRestoreProgress(locations.uploads, { archive: archiveDigest, databaseRestored: false });
      await restoreDatabase(locations, manifest, staging);
      await writeRestoreProgress(locations.uploads, { archive: archiveDigest, databaseRestored: true });
    }
    await restoreUploads(locations.uploads, staging);
    await locations.uploads.delete(restoreProgressKey);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
