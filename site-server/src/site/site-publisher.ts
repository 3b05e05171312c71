import fs from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from '@sakina/api';
import { contentTypeOf } from './content-type';
import { contentHash, filesOf } from './dist-folder';
import { inParallel } from './in-parallel';
import { precompress } from './precompress';
import { isPublished, liveVersion, pointAt } from './site-registry';
import { assertRemote, isVersionName, remotes, versionPrefix, type RemoteName } from './site-remotes';

const immutable = 'public, max-age=31536000, immutable';
const noCache = 'no-cache';
// Bundler output names carry a content hash (main.3f2a9c1d.js): such a file never changes under its name.
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const uploadsAtOnce = 8;
const manifestMaxBytes = 4 * 1024 * 1024;

const fileIn = (folder: string, relative: string) => path.join(folder, ...relative.split('/'));

/** One file and its precompressed siblings; the siblings first, so whoever sees the file sees them too. */
async function uploadFile(store: ObjectStore, key: string, file: string, cacheControl: string): Promise<void> {
  const content = await fs.promises.readFile(file);
  const { br, gz } = await precompress(key, content);
  if (br) await store.putBytes(`${key}.br`, br, { contentType: contentTypeOf(`${key}.br`), cacheControl });
  if (gz) await store.putBytes(`${key}.gz`, gz, { contentType: contentTypeOf(`${key}.gz`), cacheControl });
  await store.putBytes(key, content, { contentType: contentTypeOf(key), cacheControl });
}

/** Uploads `files` of `folder` under `prefix`, in groups: each group starts once the one before is all there. */
async function uploadInOrder(
  store: ObjectStore,
  folder: string,
  prefix: string,
  groups: string[][],
  cacheControlOf: (relative: string) => string,
): Promise<void> {
  for (const group of groups) {
    await inParallel(group, uploadsAtOnce, (relative) =>
      uploadFile(store, `${prefix}${relative}`, fileIn(folder, relative), cacheControlOf(relative)),
    );
  }
}

async function federationNameOf(dist: string): Promise<unknown> {
  const file = path.join(dist, 'mf-manifest.json');
  const stats = await fs.promises.stat(file).catch(() => null);
  if (!stats?.isFile()) return undefined;
  if (stats.size > manifestMaxBytes) throw new Error(`${file} is over ${manifestMaxBytes} bytes`);
  try {
    return (JSON.parse(await fs.promises.readFile(file, 'utf8')) as { name?: unknown }).name;
  } catch {
    throw new Error(`${file} is not JSON`);
  }
}

export interface RemoteBuild {
  name: RemoteName;
  /** The build folder: `<name>/dist`, or an artifact built elsewhere (`--prebuilt`). */
  dist: string;
  /** The remote's package.json version, the first part of the version's name. */
  packageVersion: string;
}

export interface PublishedRemote {
  /** `<package version>-<content hash of dist>`. */
  version: string;
  /** False when that version was already published (nothing uploaded). */
  uploaded: boolean;
  liveBefore: string | undefined;
  liveAfter: string | undefined;
}

/**
 * Publishes a remote's build as an immutable version (once: a version already there is not uploaded again) and
 * makes it live. Every file is uploaded with its precompressed siblings, `mf-manifest.json` last, so a version
 * whose manifest is there is whole. With `onlyIfNew`, an already published version is not made live again, so a
 * plain rebuild never undoes a rollback.
 */
export async function publishRemote(
  store: ObjectStore,
  { name, dist, packageVersion }: RemoteBuild,
  { onlyIfNew = false } = {},
): Promise<PublishedRemote> {
  assertRemote(name);
  const federationName = await federationNameOf(dist);
  if (federationName === undefined) throw new Error(`${name} has no build in ${dist} (no mf-manifest.json)`);
  if (federationName !== remotes[name]) {
    throw new Error(`${dist} is the build of ${String(federationName)}, not of ${name} (${remotes[name]})`);
  }
  const files = await filesOf(dist);
  const version = `${packageVersion}-${await contentHash(dist, files)}`;
  if (!isVersionName(version)) throw new Error(`${name}'s version ${JSON.stringify(version)} is not a folder name`);

  const liveBefore = await liveVersion(store, name);
  const uploaded = !(await isPublished(store, name, version));
  if (uploaded) {
    const manifest = files.filter((file) => file === 'mf-manifest.json');
    const rest = files.filter((file) => file !== 'mf-manifest.json');
    await uploadInOrder(store, dist, versionPrefix(name, version), [rest, manifest], () => immutable);
  }
  if (uploaded || !onlyIfNew || liveBefore === undefined) await pointAt(store, name, version);
  return { version, uploaded, liveBefore, liveAfter: await liveVersion(store, name) };
}

/**
 * Publishes the shell's build under `shell/`: hashed files (immutable; skipped when already there whole), then
 * the others (no-cache), index.html last. Files of earlier shells stay, so open tabs keep finding their chunks.
 * Servers that mirror a shared store read the shell when they start.
 */
export async function publishShell(store: ObjectStore, dist: string): Promise<{ uploaded: number; kept: number }> {
  if (!(await fs.promises.stat(path.join(dist, 'index.html')).catch(() => null))?.isFile()) {
    throw new Error(`shell has no build in ${dist} (no index.html)`);
  }
  const files = await filesOf(dist);
  const published = new Map<string, number>();
  for await (const object of store.list('shell/')) published.set(object.key, object.size);

  const hashed: string[] = [];
  const unhashed: string[] = [];
  let kept = 0;
  for (const file of files) {
    if (!hashedName.test(file)) {
      if (file !== 'index.html') unhashed.push(file);
    } else if (published.get(`shell/${file}`) === (await fs.promises.stat(fileIn(dist, file))).size) kept += 1;
    else hashed.push(file);
  }
  await uploadInOrder(store, dist, 'shell/', [hashed, unhashed, ['index.html']], (file) =>
    hashedName.test(file) ? immutable : noCache,
  );
  return { uploaded: files.length - kept, kept };
}
