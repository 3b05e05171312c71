import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (personal data, its write-ahead log included), the uploads, the outbox and
 * the local secrets: only the server's own account may read it. From here on this process creates folders 0700
 * and files 0600 (PGlite would otherwise make its files 0666 less the umask), and a data folder anyone else can
 * read or write is refused rather than used.
 */
export class DataDirectoryError extends Error {
  override name = 'DataDirectoryError';
}

const privateUmask = 0o077;
const othersMayAccess = 0o077;
const reported = 5;

/** `directory` and everything in it, with its stats, folders before their contents; symbolic links left out. */
function* entriesOf(directory: string): Generator<{ entry: string; stats: fs.Stats }> {
  const stats = fs.lstatSync(directory);
  if (stats.isSymbolicLink()) return;
  yield { entry: directory, stats };
  if (stats.isDirectory()) for (const name of fs.readdirSync(directory)) yield* entriesOf(path.join(directory, name));
}

/** Entries in `directory` (itself included) that another account may read, write or enter; at most `limit`. */
export function looselyPermitted(directory: string, limit = reported): string[] {
  const found: string[] = [];
  for (const { entry, stats } of entriesOf(directory)) {
    if ((stats.mode & othersMayAccess) === 0) continue;
    found.push(entry);
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * Takes group and others' access away from `directory` and everything in it. For what a library makes with modes
 * of its own whatever the umask (PGlite unpacks a new database's files 0666).
 */
export function keepToOwner(directory: string): void {
  for (const { entry, stats } of entriesOf(directory)) {
    if ((stats.mode & othersMayAccess) !== 0) fs.chmodSync(entry, stats.mode & 0o700);
  }
}

/** Makes `dataDir` (0700) if it is missing and checks it; throws, saying how to fix it, when others may access it. */
export function securePrivateDirectory(dataDir: string): void {
  process.umask(privateUmask);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const loose = looselyPermitted(dataDir);
  if (loose.length > 0) {
    const modes = loose.map((entry) => `${entry} (${(fs.lstatSync(entry).mode & 0o777).toString(8)})`);
    throw new DataDirectoryError(
      `DATA_DIR must be readable by this account only, and ${modes.join(', ')}${
        loose.length === reported ? ' and perhaps more' : ''
      } can be read or written by others. Fix it with: chmod -R go= "${dataDir}"`,
    );
  }
}
