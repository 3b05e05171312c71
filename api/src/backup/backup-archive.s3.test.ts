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

describe('backup and restore with the uploads in a bucket', () => {
  it('archives the bucket’s application files and restores them into an empty store, byte for byte', async () => {
    const pgliteDir = path.join(folder, 'pglite');
    const database = await openDatabase({ kind: 'pglite', directory: pgliteDir });
    await database.close();
    const before = storeUnder('before/uploads/');
    const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await before.putBytes('applications/00000000-0000-4000-8000-00000000000f', photo);
    await before.putBytes('applications/00000000-0000-4000-8000-00000000000c', '%PDF-1.4 cv');
    // Not part of a backup: uploads still arriving.
    await before.putBytes('incoming/upload-123', 'partial');
    const archive = path.join(folder, 'backup.tar.gz');

    const manifest = await createBackup({ databaseUrl: null, pgliteDir, uploads: before }, archive);
    expect(Object.keys(manifest.files).filter((file) => file.startsWith('uploads/'))).toHaveLength(2);

    const after = storeUnder('after/uploads/');
    const restoredPglite = path.join(folder, 'restored-pglite');
    await restoreBackup({ databaseUrl: null, pgliteDir: restoredPglite, uploads: after }, archive);
    expect(await after.readBytes('applications/00000000-0000-4000-8000-00000000000f')).toEqual(photo);
    expect((await after.readBytes('applications/00000000-0000-4000-8000-00000000000c'))?.toString()).toBe(
      '%PDF-1.4 cv',
    );
    expect(await after.stat('incoming/upload-123')).toBeNull();

    // A second restore into the same store would mix two data sets: refused before anything is written.
    await expect(
      restoreBackup({ databaseUrl: null, pgliteDir: path.join(folder, 'again'), uploads: after }, archive),
    ).rejects.toThrow(BackupError);
    expect(fs.existsSync(path.join(folder, 'again'))).toBe(false);
  });
});
