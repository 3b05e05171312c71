import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { DatabaseLockedError, lockDirectory } from './pglite-lock';

const apiRoot = path.resolve(__dirname, '../..');
const tsxCli = require.resolve('tsx/cli');

function listFiles(directory: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(directory, { recursive: true }).map(String)) {
    const stat = fs.statSync(path.join(directory, entry));
    if (stat.isFile()) files[entry] = `${stat.size}:${stat.mtimeMs}`;
  }
  return files;
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}: ${output}`)));
  });
}

describe('the PGlite directory lock', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-lock-'));
  });

  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets only one process open the database; a second one, and npm run seed, fail clearly and write nothing', async () => {
    const directory = path.join(dataDir, 'pglite');
    // --import keeps the script in this one process (the tsx command would start a child).
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '../testing/fixtures/hold-database.ts'), directory],
      {
        cwd: apiRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      await waitForReady(holder);
      const before = listFiles(dataDir);
      expect(JSON.parse(fs.readFileSync(`${directory}.lock`, 'utf8')).pid).toBe(holder.pid);

      const attempt = openDatabase({ kind: 'pglite', directory });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(attempt).rejects.toThrow(`in use by process ${holder.pid}`);

      const seed = spawnSync(process.execPath, [tsxCli, 'src/scripts/seed.ts'], {
        cwd: apiRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(seed.status).toBe(1);
      expect(seed.stderr).toContain(`The embedded database is in use by process ${holder.pid}`);
      expect(seed.stderr).toContain('stop the server first');

      expect(listFiles(dataDir)).toEqual(before);
    } finally {
      holder.kill('SIGTERM');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    expect(fs.existsSync(`${directory}.lock`)).toBe(false);

    const reopened = await openDatabase({ kind: 'pglite', directory });
    expect(JSON.parse(fs.readFileSync(`${directory}.lock`, 'utf8')).pid).toBe(process.pid);
    await reopened.ping();
    await reopened.close();
    expect(fs.existsSync(`${directory}.lock`)).toBe(false);
  }, 120_000);

  it('takes over a lock left by a process that died', () => {
    const directory = path.join(dataDir, 'pglite');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(
      `${directory}.lock`,
      JSON.stringify({ pid: Number(gone.stdout), hostname: os.hostname(), startedAt: '2020-01-01' }),
    );
    const lock = lockDirectory(directory);
    expect(JSON.parse(fs.readFileSync(`${directory}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(`${directory}.lock`)).toBe(false);
  });

  it('refuses a lock held by a live process of this machine', () => {
    const directory = path.join(dataDir, 'pglite');
    fs.writeFileSync(
      `${directory}.lock`,
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: '2020-01-01' }),
    );
    expect(() => lockDirectory(directory)).toThrow(DatabaseLockedError);
    expect(JSON.parse(fs.readFileSync(`${directory}.lock`, 'utf8')).pid).toBe(process.ppid);
  });
});
