import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '@sakina/api';
import { checkedKey, type ObjectStore, type StoredObjectInfo } from '@sakina/api';
import { inParallel } from './in-parallel';
import { historyKey, parseLiveRemotes, registryKey } from './site-registry';
import { versionOfManifestUrl, versionPrefix } from './site-remotes';

export interface SiteMirrorOptions {
  /** The shared site store (S3): what `npm run build` and `remote:deploy` publish to. */
  store: ObjectStore;
  /** This server's copy, which static serving and the server render read. */
  siteDir: string;
  /** How often remotes.json in the store is checked for a change. */
  pollMs: number;
  logger: Pick<Logger, 'info' | 'warn'>;
}

export interface SiteMirror {
  /** Mirrors the shell, remotes.json, its history and every live version, then polls; true when that first sync worked. */
  start(): Promise<boolean>;
  /** True once a sync has succeeded: the server has a whole site to serve. */
  isReady(): boolean;
  /** Stops polling, after the sync under way if any. */
  stop(): Promise<void>;
}

// Downloads are written here, then renamed into place whole; a dot folder the site never serves.
const stagingFolderName = '.mirror-staging';
const downloadsAtOnce = 4;
// A version is a few hundred objects, remotes.json a few lines: far more is not a published site.
const maxObjectsPerFolder = 20_000;
const registryMaxBytes = 64 * 1024;
const historyMaxBytes = 8 * 1024 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps SITE_DIR a copy of the site published in a shared store, so every server behind the balancer serves and
 * renders the same live versions within a poll of a deploy. A version's files are all on disk before the local
 * remotes.json names it, and nothing is ever deleted here: an old version may still be open in a tab. The shell
 * is read at the first sync only (the server loads its render once); remote versions follow live.
 */
export function createSiteMirror({ store, siteDir, pollMs, logger }: SiteMirrorOptions): SiteMirror {
  const root = path.resolve(siteDir);
  const staging = path.join(root, stagingFolderName);
  const fileOf = (relativeKey: string, folder = root) => path.join(folder, ...checkedKey(relativeKey).split('/'));
  /** Versions known whole on disk since this process started, not listed again. */
  const wholeVersions = new Set<string>();
  let shellMirrored = false;
  let mirroredTag: string | null = null;
  let status: 'starting' | 'ready' = 'starting';
  let failing = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let syncing: Promise<boolean> | null = null;

  async function listFolder(prefix: string): Promise<StoredObjectInfo[]> {
    const objects: StoredObjectInfo[] = [];
    for await (const object of store.list(prefix)) {
      // A key ending in `/` is a folder marker some S3 tools leave: no file to copy.
      if (object.key.endsWith('/')) continue;
      objects.push(object);
      if (objects.length > maxObjectsPerFolder) throw new Error(`${prefix} holds over ${maxObjectsPerFolder} objects`);
    }
    return objects;
  }

  async function readSmall(key: string, maxBytes: number): Promise<Buffer | null> {
    const info = await store.stat(key);
    if (!info) return null;
    if (info.size > maxBytes) throw new Error(`${key} in ${store.location} is over ${maxBytes} bytes`);
    return store.readBytes(key);
  }

  async function writeAtomically(key: string, bytes: Buffer): Promise<void> {
    const file = fileOf(key);
    const partial = `${file}.part-${randomUUID()}`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file);
  }

  /** Downloads a folder of the store, then puts it in place of `target` (two renames: never half a folder). */
  async function replaceFolder(objects: StoredObjectInfo[], prefix: string, target: string): Promise<void> {
    const folder = path.join(staging, randomUUID());
    const previous = `${folder}-previous`;
    try {
      await inParallel(objects, downloadsAtOnce, async (object) => {
        const file = fileOf(object.key.slice(prefix.length), folder);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        const stored = await store.read(object.key);
        if (!stored) throw new Error(`${object.key} left ${store.location} while it was being mirrored`);
        await pipeline(stored.body, fs.createWriteStream(file));
      });
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const hadOne = await fs.promises.rename(target, previous).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      );
      try {
        await fs.promises.rename(folder, target);
      } catch (error) {
        if (hadOne) await fs.promises.rename(previous, target);
        throw error;
      }
    } finally {
      await fs.promises.rm(folder, { recursive: true, force: true });
      await fs.promises.rm(previous, { recursive: true, force: true });
    }
  }

  async function mirrorShell(): Promise<void> {
    const objects = await listFolder('shell/');
    if (!objects.some((object) => object.key === 'shell/index.html')) {
      throw new Error(`no shell published in ${store.location} yet (npm run build publishes it)`);
    }
    await replaceFolder(objects, 'shell/', path.join(root, 'shell'));
  }

  async function isWholeOnDisk(objects: StoredObjectInfo[], prefix: string, target: string): Promise<boolean> {
    for (const object of objects) {
      const stats = await fs.promises.stat(fileOf(object.key.slice(prefix.length), target)).catch(() => null);
      if (!stats?.isFile() || stats.size !== object.size) return false;
    }
    return true;
  }

  /** Brings one live version to disk whole, unless it already is (versions are immutable: same name, same files). */
  async function mirrorVersion(name: string, version: string): Promise<void> {
    const prefix = versionPrefix(name, version);
    if (wholeVersions.has(prefix)) return;
    const objects = await listFolder(prefix);
    if (!objects.some((object) => object.key === `${prefix}mf-manifest.json`)) {
      throw new Error(`remotes.json names ${name} ${version}, which ${store.location} does not hold whole`);
    }
    const target = fileOf(prefix.slice(0, -1));
    if (!(await isWholeOnDisk(objects, prefix, target))) {
      await replaceFolder(objects, prefix, target);
      logger.info({ remote: name, version, files: objects.length }, 'remote version mirrored from the site store');
    }
    wholeVersions.add(prefix);
  }

  async function mirrorRegistry(): Promise<void> {
    // The tag is read before the bytes: a deploy in between shows as another change at the next poll.
    const info = await store.stat(registryKey);
    if (!info) throw new Error(`no remotes.json in ${store.location} yet (npm run build publishes it)`);
    if (info.tag === mirroredTag) return;
    const registry = await readSmall(registryKey, registryMaxBytes);
    if (!registry) throw new Error(`remotes.json left ${store.location} while it was being mirrored`);
    const live = parseLiveRemotes(registry, `remotes.json in ${store.location}`);
    for (const url of Object.values(live)) {
      const { name, version } = versionOfManifestUrl(url)!;
      await mirrorVersion(name, version);
    }
    const history = await readSmall(historyKey, historyMaxBytes);
    if (history) await writeAtomically(historyKey, history);
    // Last: the render and static serving switch to the new versions only now, with every file there.
    await writeAtomically(registryKey, registry);
    mirroredTag = info.tag;
  }

  /** One sync; a failure is logged once per streak of failures, with the reason and no stack. */
  async function sync(): Promise<boolean> {
    try {
      if (!shellMirrored) {
        await mirrorShell();
        shellMirrored = true;
      }
      await mirrorRegistry();
      status = 'ready';
      if (failing) logger.info({ store: store.location }, 'the site store answers again; the mirror is up to date');
      failing = false;
      return true;
    } catch (error) {
      if (!failing) {
        logger.warn(
          { store: store.location, reason: messageOf(error), retryMs: pollMs },
          'the site mirror could not sync; it keeps serving its last good copy and retries',
        );
      }
      failing = true;
      return false;
    }
  }

  function scheduleNext(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      syncing = sync();
      void syncing.then(() => {
        syncing = null;
        scheduleNext();
      });
    }, pollMs);
    timer.unref();
  }

  return {
    async start() {
      await fs.promises.rm(staging, { recursive: true, force: true });
      await fs.promises.mkdir(root, { recursive: true });
      syncing = sync();
      const synced = await syncing;
      syncing = null;
      scheduleNext();
      return synced;
    },
    isReady: () => status === 'ready',
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await syncing;
    },
  };
}
