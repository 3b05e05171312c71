import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkedKey,
  checkedPrefix,
  type ObjectStore,
  type PutOptions,
  type StoredObjectBody,
  type StoredObjectInfo,
} from './object-store';

/** Files being written: `<name>.part-<uuid>`, renamed into place when whole, never listed. */
const partialSuffix = /\.part-[0-9a-f-]{36}$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function infoOf(key: string, stats: fs.Stats): StoredObjectInfo {
  return { key, size: stats.size, modifiedAt: stats.mtime, tag: `${stats.size}-${stats.mtimeMs}` };
}

/**
 * The store as a folder on this machine (the default: UPLOADS in DATA_DIR, the site in SITE_DIR). Writes go to a
 * partial file renamed into place, so a reader (or a crash) never meets half an object.
 */
export function localObjectStore(root: string, { fileMode = 0o644 } = {}): ObjectStore {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => path.join(resolvedRoot, ...checkedKey(key).split('/'));

  async function writeThenRename(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const target = fileOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.part-${randomUUID()}`;
    try {
      await write(partial);
      await fs.promises.chmod(partial, fileMode);
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const stats = await fs.promises.stat(fileOf(key));
      return stats.isFile() ? infoOf(key, stats) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* walk(directory: string, keyPrefix: string): AsyncIterable<StoredObjectInfo> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(directory, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) yield* walk(full, `${key}/`);
      else if (entry.isFile() && !partialSuffix.test(entry.name)) {
        try {
          yield infoOf(key, await fs.promises.stat(full));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    }
  }

  return {
    kind: 'local',
    location: resolvedRoot,
    putFile: (key, filePath, _options?: PutOptions) =>
      writeThenRename(key, (partial) => fs.promises.copyFile(filePath, partial)),
    putBytes: (key, body, _options?: PutOptions) =>
      writeThenRename(key, (partial) => fs.promises.writeFile(partial, body)),
    stat,
    async read(key): Promise<StoredObjectBody | null> {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { ...infoOf(key, stats), body: handle.createReadStream() };
    },
    async readBytes(key) {
      try {
        return await fs.promises.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    list(prefix) {
      const checked = checkedPrefix(prefix);
      // Walk the deepest folder the prefix names, then keep the keys that start with it.
      const folder = checked.includes('/') ? checked.slice(0, checked.lastIndexOf('/') + 1) : '';
      const entries = walk(path.join(resolvedRoot, ...folder.split('/').filter(Boolean)), folder);
      return (async function* () {
        for await (const entry of entries) if (entry.key.startsWith(checked)) yield entry;
      })();
    },
    async check() {
      await fs.promises.mkdir(resolvedRoot, { recursive: true });
      await fs.promises.access(resolvedRoot, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
