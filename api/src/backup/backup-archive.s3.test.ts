import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { openDatabase } from '../db/client';
import type { ObjectStore } from '../storage/object-store';
import { s3ObjectStore } from '../storage/s3-object-store';
import { standInClient, startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';
import { BackupError, createBackup, restoreBackup } from './backup-archive';

jest.setTimeout(120_000);

let standIn: S3StandIn;
let client: S3Client;
let folder: string;

beforeAll(async () => {
  standIn = await startS3StandIn();
  client = standInClient(standIn);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-backup-s3-'));
});

afterAll(async () => {
  client?.destroy();
  await standIn?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const storeUnder = (prefix: string): ObjectStore =>
  s3ObjectStore({ bucket: standIn.bucket, region: 'us-east-1', endpoint: standIn.endpoint, prefix, client });

const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
const photoKey = 'applications/00000000-0000-4000-8000-00000000000f';
const cvKey = 'applications/00000000-0000-4000-8000-00000000000c';

/** An archive of an embedded database and two application files (and an upload still arriving) from `prefix`. */
async function archiveOf(prefix: string): Promise<{ archive: string; manifestFiles: string[] }> {
  const pgliteDir = path.join(folder, `${prefix}-pglite`);
  const database = await openDatabase({ kind: 'pglite', directory: pgliteDir });
  await database.close();
  const before = storeUnder(`${prefix}/uploads/`);
  await before.putBytes(photoKey, photo);
  await before.putBytes(cvKey, '%PDF-1.4 cv');
  // Not part of a backup: uploads still arriving.
  await before.putBytes('incoming/upload-123', 'partial');
  const archive = path.join(folder, `${prefix}.tar.gz`);
  const manifest = await createBackup({ databaseUrl: null, pgliteDir, uploads: before }, archive);
  return { archive, manifestFiles: Object.keys(manifest.files) };
}

async function keysOf(store: ObjectStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list('')) keys.push(object.key);
  return keys.sort();
}

describe('backup and restore with the uploads in a bucket', () => {
  it('archives the bucket’s application files and restores them into an empty store, byte for byte', async () => {
    const { archive, manifestFiles } = await archiveOf('whole');
    expect(manifestFiles.filter((file) => file.startsWith('uploads/'))).toHaveLength(2);

    const after = storeUnder('whole-after/uploads/');
    // The connection drops while the first file is on its way: that upload is sent again.
    const dropped = standIn.dropNextUpload(`whole-after/uploads/${cvKey}`);
    await restoreBackup({ databaseUrl: null, pgliteDir: path.join(folder, 'whole-restored'), uploads: after }, archive);
    await dropped;
    expect(await after.readBytes(photoKey)).toEqual(photo);
    expect((await after.readBytes(cvKey))?.toString()).toBe('%PDF-1.4 cv');
    expect(await keysOf(after)).toEqual([cvKey, photoKey]);

    // A second restore into the same store would mix two data sets: refused before anything is written.
    await expect(
      restoreBackup({ databaseUrl: null, pgliteDir: path.join(folder, 'again'), uploads: after }, archive),
    ).rejects.toThrow(BackupError);
    expect(fs.existsSync(path.join(folder, 'again'))).toBe(false);
  });

  it('names the file a failed restore could not store, and a second run of the same archive finishes it', async () => {
    const { archive } = await archiveOf('halted');
    const after = storeUnder('halted-after/uploads/');
    const pgliteDir = path.join(folder, 'halted-restored');
    // The store accepts one file, then refuses the next as an unreachable store would, however often it is tried.
    let stored = 0;
    const failing: ObjectStore = {
      ...after,
      async putFile(key, file, options) {
        if (stored === 1) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
        stored += 1;
        await after.putFile(key, file, options);
      },
    };

    const halted = restoreBackup({ databaseUrl: null, pgliteDir, uploads: failing }, archive);
    await expect(halted).rejects.toThrow(BackupError);
    await expect(halted).rejects.toThrow(`uploads/${photoKey}`);
    expect(await after.stat(photoKey)).toBeNull();

    // Another archive may not finish this one's restore.
    const { archive: other } = await archiveOf('other');
    await expect(restoreBackup({ databaseUrl: null, pgliteDir, uploads: after }, other)).rejects.toThrow(
      /unfinished restore of another archive/,
    );

    await restoreBackup({ databaseUrl: null, pgliteDir, uploads: after }, archive);
    expect(await keysOf(after)).toEqual([cvKey, photoKey]);
    expect(await after.readBytes(photoKey)).toEqual(photo);
    expect(fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))).toBe(true);
  });
});
