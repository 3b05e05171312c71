import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A remote's build is a few hundred files and a few megabytes; an artifact far past that is not a build.
const maxFiles = 20_000;
const maxBytes = 512 * 1024 * 1024;

/**
 * Every file of a build folder as a `/`-separated relative path, sorted. A symbolic link is refused: a prebuilt
 * artifact could otherwise publish any file of this machine.
 */
export async function filesOf(folder: string): Promise<string[]> {
  const files: string[] = [];
  let bytes = 0;
  async function walk(directory: string, prefix: string): Promise<void> {
    for (const entry of await fs.promises.readdir(directory, { withFileTypes: true })) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isSymbolicLink()) throw new Error(`${path.join(directory, entry.name)} is a symbolic link`);
      if (entry.isDirectory()) await walk(path.join(directory, entry.name), `${relative}/`);
      else if (entry.isFile()) {
        files.push(relative);
        bytes += (await fs.promises.stat(path.join(directory, entry.name))).size;
        if (files.length > maxFiles || bytes > maxBytes) {
          throw new Error(`${folder} holds over ${maxFiles} files or ${maxBytes / 1024 / 1024} MB: not a build`);
        }
      }
    }
  }
  await walk(folder, '');
  return files.sort();
}

/** The version's hash: every file's path and bytes, in order (the same as scripts/lib/site.mjs always made). */
export async function contentHash(folder: string, files?: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files ?? (await filesOf(folder))) {
    hash.update(file);
    hash.update(await fs.promises.readFile(path.join(folder, ...file.split('/'))));
  }
  return hash.digest('hex').slice(0, 10);
}
