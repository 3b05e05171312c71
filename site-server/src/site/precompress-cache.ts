import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@sakina/api';

/**
 * What brotli at its highest quality and gzip 9 made of a file's bytes, kept by their SHA-256: the same build is
 * published many times on one machine (`npm run build`'s site, each test server's own site folder, the cluster's
 * bucket, a redeploy), and compressing it again cost every one of them half a minute of a core. A build tool's
 * cache like Nx's: a fresh clone starts without it, and anything wrong with it (a missing folder, a read-only disk)
 * only means compressing again.
 */
export interface PrecompressCache {
  directory: string;
  /** Past this many bytes the least recently used entries go, down to three quarters of it. */
  maxBytes: number;
}

export const defaultPrecompressCache: PrecompressCache = {
  directory: path.join(repositoryRoot, 'node_modules', '.cache', 'sakina-precompressed'),
  maxBytes: 256 * 1024 * 1024,
};

export type Encoding = 'br' | 'gz';

/** Bumped when the compression settings change, so an entry made with other settings is never used. */
const settingsVersion = 'v1';

export const cacheKeyOf = (content: Buffer) =>
  createHash('sha256').update(settingsVersion).update(content).digest('hex');

const entryPath = (cache: PrecompressCache, key: string, encoding: Encoding) =>
  path.join(cache.directory, `${key}.${encoding}`);

/**
 * The cached encodings of a key: a value per encoding, `null` where that encoding did not make the file smaller
 * (stored as an empty file), or `undefined` when any is missing.
 */
export async function readCached(
  cache: PrecompressCache,
  key: string,
): Promise<Record<Encoding, Buffer | null> | undefined> {
  try {
    const [br, gz] = await Promise.all(
      (['br', 'gz'] as const).map((encoding) => fs.promises.readFile(entryPath(cache, key, encoding))),
    );
    const now = new Date();
    // Touched, so pruning keeps what is in use.
    await fs.promises.utimes(entryPath(cache, key, 'br'), now, now);
    return { br: br!.length > 0 ? br! : null, gz: gz!.length > 0 ? gz! : null };
  } catch {
    return undefined;
  }
}

let pruned = false;

export async function writeCached(
  cache: PrecompressCache,
  key: string,
  encodings: Record<Encoding, Buffer | null>,
): Promise<void> {
  try {
    await fs.promises.mkdir(cache.directory, { recursive: true });
    // Each file written aside then renamed, gz before br: a reader never sees half an entry.
    for (const encoding of ['gz', 'br'] as const) {
      const partial = `${entryPath(cache, key, encoding)}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await fs.promises.writeFile(partial, encodings[encoding] ?? Buffer.alloc(0));
      await fs.promises.rename(partial, entryPath(cache, key, encoding));
    }
    if (!pruned) {
      pruned = true;
      await prune(cache);
    }
  } catch {
    // A cache that cannot be written is a cache that misses next time.
  }
}

/** Once a process: when the folder is over its size, the entries used least recently go first. */
export async function prune(cache: PrecompressCache): Promise<void> {
  const names = await fs.promises.readdir(cache.directory);
  const entries = await Promise.all(
    names.map(async (name) => {
      const stats = await fs.promises.stat(path.join(cache.directory, name)).catch(() => null);
      return { name, size: stats?.size ?? 0, used: stats?.mtimeMs ?? 0 };
    }),
  );
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (total <= cache.maxBytes) return;
  // An entry's two files go together, by the br file's use (the one a hit touches).
  const keys = new Map<string, { names: string[]; size: number; used: number }>();
  for (const entry of entries) {
    const key = entry.name.split('.')[0]!;
    const known = keys.get(key) ?? { names: [], size: 0, used: 0 };
    known.names.push(entry.name);
    known.size += entry.size;
    if (entry.name.endsWith('.br')) known.used = entry.used;
    keys.set(key, known);
  }
  for (const entry of [...keys.values()].sort((a, b) => a.used - b.used)) {
    if (total <= cache.maxBytes * 0.75) break;
    for (const name of entry.names) await fs.promises.rm(path.join(cache.directory, name), { force: true });
    total -= entry.size;
  }
}
