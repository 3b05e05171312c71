import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { openDatabase } from '@sakina/api/internals/db/client';
import type { ObjectStore } from '@sakina/api/internals/storage/object-store';
import { s3ObjectStore } from '@sakina/api/internals/storage/s3-object-store';
import { standInClient, startS3StandIn, type S3StandIn } from '@sakina/api/internals/testing/s3-stand-in';
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
/** A published image (an article's, a practitioner's photo): one stored width. */
const imageKey = 'media/00000000-0000-4000-8000-0000000000a1/640.webp';
const image = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');

/** An embedded database and the bucket's files (two applications', an image and an upload still arriving), archived. */
let source: { pgliteDir: string; uploads: ObjectStore };
let archive: string;

beforeAll(async () => {
  source = { pgliteDir: path.join(folder, 'source-pglite'), uploads: storeUnder('source/uploads/') };
  const database = await openDatabase({ kind: 'pglite', directory: source.pgliteDir });
  await database.close();
  await source.uploads.putBytes(photoKey, photo);
  await source.uploads.putBytes(cvKey, '%PDF-1.4 cv');
  await source.uploads.putBytes(imageKey, image);
  // Not part of a backup: an upload still arriving.
  await source.uploads.putBytes('incoming/upload-123', 'partial');
  archive = path.join(folder, 'backup.tar.gz');
  const manifest = await createBackup({ databaseUrl: null, ...source }, archive);
  expect(Object.keys(manifest.files).filter((file) => file.startsWith('uploads/'))).toHaveLength(3);
});

async function keysOf(store: ObjectStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list('')) keys.push(object.key);
  return keys.sort();
}

describe('backup and restore with the uploads in a bucket', () => {
  it('archives the bucket’s application files and images and restores them into an empty store, byte for byte', async () => {
    const after = storeUnder('whole-after/uploads/');
    // The connection drops while the first file is on its way: that upload is sent again.
    const dropped = standIn.dropNextUpload(`whole-after/uploads/${cvKey}`);
    await restoreBackup({ databaseUrl: null, pgliteDir: path.join(folder, 'whole-restored'), uploads: after }, archive);
    await dropped;
    expect(await after.readBytes(photoKey)).toEqual(photo);
    expect((await after.readBytes(cvKey))?.toString()).toBe('%PDF-1.4 cv');
    expect(await after.readBytes(imageKey)).toEqual(image);
    expect(await keysOf(after)).toEqual([cvKey, photoKey, imageKey]);

    // A second restore into the same store would mix two data sets: refused before anything is written.
    await expect(
      restoreBackup({ databaseUrl: null, pgliteDir: path.join(folder, 'again'), uploads: after }, archive),
    ).rejects.toThrow(BackupError);
    expect(fs.existsSync(path.join(folder, 'again'))).toBe(false);
  });

  it('names the file a failed restore could not store, and a second run of the same archive finishes it', async () => {
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
    const other = path.join(folder, 'later-backup.tar.gz');
    await createBackup({ databaseUrl: null, ...source }, other);
    await expect(restoreBackup({ databaseUrl: null, pgliteDir, uploads: after }, other)).rejects.toThrow(
      /unfinished restore of another archive/,
    );

    await restoreBackup({ databaseUrl: null, pgliteDir, uploads: after }, archive);
    expect(await keysOf(after)).toEqual([cvKey, photoKey, imageKey]);
    expect(await after.readBytes(photoKey)).toEqual(photo);
    expect(fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))).toBe(true);
  });
});
