import type { ObjectStore } from '@sakina/api';
import { assertRemote, manifestKey, manifestUrl, remotes, versionOfManifestUrl, type RemoteName } from './site-remotes';

/** Federation name → the live version's manifest URL: what the shell and the server render read. */
export const registryKey = 'remotes.json';
/** Every deploy and rollback, per remote folder: the rollback stack and `remote:list`'s dates. */
export const historyKey = 'remotes-history.json';

// A registry is a handful of lines and a history about a hundred bytes a deploy: far larger is not ours.
const registryMaxBytes = 64 * 1024;
const historyMaxBytes = 8 * 1024 * 1024;

export type LiveRemotes = Record<string, string>;

export interface HistoryEntry {
  version: string;
  /** ISO time it was made live. */
  at: string;
  rollback?: true;
}

export type DeployHistory = Record<string, HistoryEntry[]>;

async function readJson(store: ObjectStore, key: string, maxBytes: number): Promise<unknown> {
  const info = await store.stat(key);
  if (!info) return undefined;
  if (info.size > maxBytes) throw new Error(`${key} in ${store.location} is over ${maxBytes} bytes`);
  const bytes = await store.readBytes(key);
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Error(`${key} in ${store.location} is not JSON`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** remotes.json as JSON text or bytes, checked: every value names a version folder. */
export function parseLiveRemotes(value: unknown, location = 'remotes.json'): LiveRemotes {
  const parsed = typeof value === 'string' || Buffer.isBuffer(value) ? JSON.parse(value.toString()) : value;
  if (
    !isRecord(parsed) ||
    !Object.values(parsed).every((url) => typeof url === 'string' && versionOfManifestUrl(url) !== null)
  ) {
    throw new Error(`${location} is not a map of remote → /remotes/<name>/<version>/mf-manifest.json`);
  }
  return parsed as LiveRemotes;
}

export async function readLiveRemotes(store: ObjectStore): Promise<LiveRemotes> {
  const value = await readJson(store, registryKey, registryMaxBytes);
  return value === undefined ? {} : parseLiveRemotes(value, `${registryKey} in ${store.location}`);
}

export async function readHistory(store: ObjectStore): Promise<DeployHistory> {
  const value = await readJson(store, historyKey, historyMaxBytes);
  if (value === undefined) return {};
  const isEntry = (entry: unknown) =>
    isRecord(entry) && typeof entry.version === 'string' && typeof entry.at === 'string';
  if (!isRecord(value) || !Object.values(value).every((entries) => Array.isArray(entries) && entries.every(isEntry))) {
    throw new Error(`${historyKey} in ${store.location} is not a deploy history`);
  }
  return value as DeployHistory;
}

export const registryText = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

export function liveVersionOf(live: LiveRemotes, name: RemoteName): string | undefined {
  const url = live[remotes[name]];
  return url === undefined ? undefined : versionOfManifestUrl(url)?.version;
}

export async function liveVersion(store: ObjectStore, name: RemoteName): Promise<string | undefined> {
  return liveVersionOf(await readLiveRemotes(store), name);
}

/** A version counts as published once its manifest is there: the publisher uploads the manifest last. */
export async function isPublished(store: ObjectStore, name: RemoteName, version: string): Promise<boolean> {
  return (await store.stat(manifestKey(name, version))) !== null;
}

/** Every published version of one remote, in no particular order. */
export async function publishedVersions(store: ObjectStore, name: RemoteName): Promise<string[]> {
  const versions: string[] = [];
  for await (const object of store.list(`remotes/${name}/`)) {
    const parts = object.key.split('/');
    if (parts.length === 4 && parts[3] === 'mf-manifest.json') versions.push(parts[2]!);
  }
  return versions;
}

/**
 * Makes a published version live: the history first, then remotes.json as one object, so a reader sees the old
 * registry or the new one. False when it already was live (nothing written).
 */
export async function pointAt(
  store: ObjectStore,
  name: RemoteName,
  version: string,
  { rollback = false, now = new Date() } = {},
): Promise<boolean> {
  assertRemote(name);
  if (!(await isPublished(store, name, version))) throw new Error(`${name} has no published version ${version}`);
  const [live, history] = await Promise.all([readLiveRemotes(store), readHistory(store)]);
  if (live[remotes[name]] === manifestUrl(name, version)) return false;
  const entry: HistoryEntry = { version, at: now.toISOString(), ...(rollback && { rollback: true as const }) };
  await store.putBytes(historyKey, registryText({ ...history, [name]: [...(history[name] ?? []), entry] }), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
  });
  await store.putBytes(registryKey, registryText({ ...live, [remotes[name]]: manifestUrl(name, version) }), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
  });
  return true;
}

/**
 * The version live before the current one (the default rollback target). Rollbacks are replayed as a stack, so
 * rolling back twice after deploying v1, v2 and v3 lands on v1, never back on v3.
 */
export function previousVersion(history: DeployHistory, live: LiveRemotes, name: RemoteName): string | undefined {
  const stack: string[] = [];
  for (const entry of history[name] ?? []) {
    if (!entry.rollback) stack.push(entry.version);
    else {
      const index = stack.lastIndexOf(entry.version);
      if (index >= 0) stack.length = index + 1;
      else stack.push(entry.version);
    }
  }
  const current = liveVersionOf(live, name);
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    if (stack[index] !== current) return stack[index];
  }
  return undefined;
}

export interface PublishedVersion {
  version: string;
  live: boolean;
  /** When it was last made live; undefined for a version published but never live. */
  deployedAt?: string;
}

/** Each remote's published versions, oldest deploy first (never-live ones first), the live one marked. */
export async function listVersions(store: ObjectStore): Promise<Record<RemoteName, PublishedVersion[]>> {
  const [live, history] = await Promise.all([readLiveRemotes(store), readHistory(store)]);
  const listing = {} as Record<RemoteName, PublishedVersion[]>;
  for (const name of Object.keys(remotes) as RemoteName[]) {
    const deployedAt = new Map((history[name] ?? []).map((entry) => [entry.version, entry.at]));
    const current = liveVersionOf(live, name);
    listing[name] = (await publishedVersions(store, name))
      .sort((a, b) => (deployedAt.get(a) ?? '').localeCompare(deployedAt.get(b) ?? '') || a.localeCompare(b))
      .map((version) => ({
        version,
        live: version === current,
        ...(deployedAt.has(version) && { deployedAt: deployedAt.get(version) }),
      }));
  }
  return listing;
}
