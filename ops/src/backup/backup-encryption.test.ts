import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@sakina/api/internals/db/client';
import { localObjectStore } from '@sakina/api/internals/storage/local-object-store';
import { createBackup, restoreBackup } from './backup-archive';
import { backupKeysOf, isEncryptedArchive } from './backup-encryption';

jest.setTimeout(120_000);

const oldKey = 'o'.repeat(32);
const newKey = 'n'.repeat(40);
const scan = Buffer.from('%PDF-1.4 national ID scan of an applicant');
const scanKey = 'applications/00000000-0000-4000-8000-00000000000f';

let folder: string;
let archive: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-backup-encrypted-'));
  const source = { pgliteDir: path.join(folder, 'source-pglite'), uploads: localObjectStore(path.join(folder, 'up')) };
  await (await openDatabase({ kind: 'pglite', directory: source.pgliteDir })).close();
  await source.uploads.putBytes(scanKey, scan);
  archive = path.join(folder, 'backup.tar.gz.enc');
  await createBackup({ databaseUrl: null, ...source, encryptionKeys: [oldKey] }, archive);
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const restoreInto = (name: string, encryptionKeys: string[]) => {
  const uploads = localObjectStore(path.join(folder, `${name}-uploads`));
  const restored = restoreBackup(
    { databaseUrl: null, pgliteDir: path.join(folder, `${name}-pglite`), uploads, encryptionKeys },
    archive,
  );
  return { uploads, restored };
};

describe('an encrypted backup (BACKUP_ENCRYPTION_KEY)', () => {
  it('is not a readable tar.gz, and restores with its key, also once a newer key comes first', async () => {
    expect(isEncryptedArchive(archive)).toBe(true);
    expect(fs.readFileSync(archive).includes(scan)).toBe(false);
    expect(fs.readFileSync(archive).subarray(0, 2)).not.toEqual(Buffer.from([0x1f, 0x8b]));
    const { uploads, restored } = restoreInto('rotated', [newKey, oldKey]);
    await restored;
    expect(await uploads.readBytes(scanKey)).toEqual(scan);
    expect(fs.existsSync(path.join(folder, 'rotated-pglite', 'PG_VERSION'))).toBe(true);
  });

  it('is refused without its key, naming the setting, and writes nothing', async () => {
    await expect(restoreInto('keyless', []).restored).rejects.toThrow(/not in BACKUP_ENCRYPTION_KEY/);
    await expect(restoreInto('other-key', [newKey]).restored).rejects.toThrow(/not in BACKUP_ENCRYPTION_KEY/);
    expect(fs.existsSync(path.join(folder, 'keyless-pglite'))).toBe(false);
  });

  it('is refused when changed, even with a checksum made again to match', async () => {
    const bytes = fs.readFileSync(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    const changed = path.join(folder, 'changed.tar.gz.enc');
    fs.writeFileSync(changed, bytes);
    fs.writeFileSync(`${changed}.sha256`, `${createHash('sha256').update(bytes).digest('hex')}  changed.tar.gz.enc\n`);
    const uploads = localObjectStore(path.join(folder, 'changed-uploads'));
    await expect(
      restoreBackup(
        { databaseUrl: null, pgliteDir: path.join(folder, 'changed-pglite'), uploads, encryptionKeys: [oldKey] },
        changed,
      ),
    ).rejects.toThrow(/does not decrypt/);
  });

  it('reads its keys from the environment: none when unset, refused when short', () => {
    expect(backupKeysOf({})).toEqual([]);
    expect(backupKeysOf({ BACKUP_ENCRYPTION_KEY: `${newKey}, ${oldKey}` })).toEqual([newKey, oldKey]);
    expect(() => backupKeysOf({ BACKUP_ENCRYPTION_KEY: 'short' })).toThrow('at least 32 characters');
  });
});
