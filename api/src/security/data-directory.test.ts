import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { looselyPermitted, securePrivateDirectory } from './data-directory';

describe('the data folder', () => {
  let parent: string;
  let umask: number;

  beforeEach(() => {
    umask = process.umask();
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-data-dir-'));
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(parent, { recursive: true, force: true });
  });

  const modeOf = (entry: string) => fs.statSync(entry).mode & 0o777;

  it('is made 0700, and what the server writes in it afterwards is 0600', () => {
    const dataDir = path.join(parent, 'data');
    securePrivateDirectory(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    fs.mkdirSync(path.join(dataDir, 'outbox'));
    fs.writeFileSync(path.join(dataDir, 'outbox', 'mail.json'), '{}');
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'outbox', 'mail.json'))).toBe(0o600);
    // Started again on the same folder, it finds nothing to refuse.
    expect(() => securePrivateDirectory(dataDir)).not.toThrow();
  });

  it('refuses a folder, or a file in it, that others may read, naming it and the fix', () => {
    const dataDir = path.join(parent, 'data');
    fs.mkdirSync(dataDir, { mode: 0o700 });
    fs.chmodSync(dataDir, 0o755);
    expect(() => securePrivateDirectory(dataDir)).toThrow(`${dataDir} (755)`);
    fs.chmodSync(dataDir, 0o700);
    const wal = path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001');
    fs.mkdirSync(path.dirname(wal), { recursive: true });
    fs.writeFileSync(wal, 'national IDs in clear');
    fs.chmodSync(wal, 0o666);
    expect(() => securePrivateDirectory(dataDir)).toThrow(`${wal} (666)`);
    expect(() => securePrivateDirectory(dataDir)).toThrow(`chmod -R go= "${dataDir}"`);
  });

  it('keeps the embedded database to its owner, though PGlite unpacks its files 0666', async () => {
    const dataDir = path.join(parent, 'data');
    securePrivateDirectory(dataDir);
    const database = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'pglite'), migrate: false });
    await database.db.execute('create table written_later (id int)');
    await database.close();
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(looselyPermitted(dataDir)).toEqual([]);
    expect(() => securePrivateDirectory(dataDir)).not.toThrow();
  });
});
