import fs from 'node:fs';
import os from 'node:os';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database is in use by process ${ownerPid} (lock file ${lockPath}). ` +
        'The embedded database serves one process only: stop the server first, or, to run several servers, ' +
        'give them one PostgreSQL with DATABASE_URL (README, "Scale out").',
    );
    this.name = 'DatabaseLockedError';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, hostname: String(owner.hostname), startedAt: String(owner.startedAt) }
      : null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock file another process is still writing. */
function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

export interface DirectoryLock {
  release(): void;
}

/**
 * PGlite has no lock of its own and two processes on one data directory silently lose writes, so the
 * process that opens it first holds `<dir>.lock` (created with O_EXCL, holding its PID) until it closes.
 */
export function lockDirectory(directory: string): DirectoryLock {
  const lockPath = `${directory}.lock`;
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const descriptor = fs.openSync(lockPath, 'wx');
      fs.writeSync(descriptor, JSON.stringify(owner));
      fs.closeSync(descriptor);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(lockPath);
      if (current && isAlive(current)) throw new DatabaseLockedError(lockPath, current.pid);
      if (!current && isFresh(lockPath)) throw new DatabaseLockedError(lockPath, -1);
      // A lock left by a process that died (or a half-written one): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(lockPath, readOwner(lockPath)?.pid ?? -1);
}
