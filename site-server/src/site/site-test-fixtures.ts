import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ObjectStore, PutOptions } from '@sakina/api';

/** A temp folder, removed by the returned function. */
export function temporaryFolder(label: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `sakina-${label}-`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

function writeFile(root: string, relative: string, content: string | Buffer): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Text over the precompression threshold, different for each label. */
const bulkyScript = (label: string) => `/* ${label} */\n${'export const line = "federated remote";\n'.repeat(80)}`;

/**
 * A remote's build as rspack leaves it: the manifest, the entry (big enough to be precompressed), a hashed chunk,
 * a small file, an image and the server build. `label` changes the content, hence the version.
 */
export function writeRemoteBuild(folder: string, federationName: string, label: string): string {
  writeFile(folder, 'mf-manifest.json', JSON.stringify({ id: federationName, name: federationName, label }));
  writeFile(folder, 'remoteEntry.js', bulkyScript(`${federationName} ${label}`));
  writeFile(folder, '806.c293c1a8.js', bulkyScript(`chunk ${label}`));
  writeFile(folder, 'ssr-assets.json', '{"imports":{},"shared":[]}');
  writeFile(folder, 'logo.797520ff.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  writeFile(folder, 'server/remoteEntry.js', bulkyScript(`server ${label}`));
  return folder;
}

/** The shell's build: the template, a hashed bootstrap chunk, unhashed build files and its server build. */
export function writeShellBuild(folder: string, label: string): string {
  writeFile(folder, 'index.html', `<!doctype html><title>Sakina ${label}</title>`);
  writeFile(folder, 'main.3f2a9c1d.js', bulkyScript('shell main'));
  writeFile(folder, `page.${createHash('sha256').update(label).digest('hex').slice(0, 8)}.js`, bulkyScript(label));
  writeFile(folder, 'build.json', JSON.stringify({ buildId: label }));
  writeFile(folder, 'server/main.js', bulkyScript(`shell server ${label}`));
  return folder;
}

export interface RecordedPut {
  key: string;
  options?: PutOptions;
}

/** The store, with every put recorded in the order it finished. */
export function recordingStore(store: ObjectStore): ObjectStore & { puts: RecordedPut[] } {
  const puts: RecordedPut[] = [];
  return {
    ...store,
    puts,
    async putBytes(key, body, options) {
      await store.putBytes(key, body, options);
      puts.push({ key, options });
    },
    async putFile(key, file, options) {
      await store.putFile(key, file, options);
      puts.push({ key, options });
    },
  };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
