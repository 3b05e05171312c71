import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationNames,
  type FederationName,
  type RemoteRouteModule,
  type RemotesManifest,
} from '@sakina/shared/contracts';

export type { RemotesManifest };

export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (typeof json !== 'object' || json === null) throw new Error('remotes.json is not an object');
  const manifest: RemotesManifest = {};
  for (const name of federationNames) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) manifest[name] = entry;
  }
  return manifest;
}

let registered: RemotesManifest = {};
/** Route modules by entry URL: a new version of a remote never reuses the old version's module. */
const modules = new Map<string, Promise<RemoteRouteModule>>();
/** How long a failed load is remembered before the next attempt (the server must not hammer a dead remote). */
let failureMemoryMs = 0;

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Cannot load ${url}: HTTP ${response.status}`);
  return parseRemotesManifest(await response.json());
}

/** The remotes registered at start-up (or since, on retry or a deploy the server followed). */
export function registeredManifest(): RemotesManifest {
  return registered;
}

export function registeredEntry(remote: FederationName): string | undefined {
  return registered[remote];
}

/**
 * Registers the remotes whose entry changed; `force` drops an old version's container so the next load fetches
 * the new one. The server calls this on every render with the live remotes.json, so it follows deploys.
 */
export function registerManifest(manifest: RemotesManifest): void {
  const changed = Object.entries(manifest).filter(([name, entry]) => registered[name as FederationName] !== entry);
  for (const [name] of changed) {
    const previous = registered[name as FederationName];
    if (previous) modules.delete(previous);
  }
  registered = { ...manifest };
  if (changed.length > 0) {
    registerRemotes(
      changed.map(([name, entry]) => ({ name, entry: entry! })),
      { force: true },
    );
  }
}

/** The server keeps a failed load for this long before trying again; the browser retries when asked. */
export function rememberFailuresFor(milliseconds: number): void {
  failureMemoryMs = milliseconds;
}

/** Thrown when a remote's code cannot be fetched: the shell shows the network-error page for that area. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: FederationName,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** Loads a remote's route module; `retry` forgets a failed attempt and registers the remote afresh. */
export function loadRouteModule(remote: FederationName, { retry = false } = {}): Promise<RemoteRouteModule> {
  const entry = registered[remote];
  if (!entry) return Promise.reject(new RemoteLoadError(remote, new Error('not listed in remotes.json')));
  if (retry) {
    modules.delete(entry);
    registerRemotes([{ name: remote, entry }], { force: true });
  }
  let pending = modules.get(entry);
  if (!pending) {
    const loading = loadRemoteModule(remote);
    pending = loading;
    loading.catch(() => {
      const forget = () => modules.get(entry) === loading && modules.delete(entry);
      if (failureMemoryMs > 0) setTimeout(forget, failureMemoryMs).unref?.();
      else forget();
    });
    modules.set(entry, loading);
  }
  return pending;
}

async function loadRemoteModule(remote: FederationName): Promise<RemoteRouteModule> {
  try {
    const exported = await loadRemote<RemoteRouteModule | { default: RemoteRouteModule }>(`${remote}/routes`);
    const module = exported && 'default' in exported ? exported.default : exported;
    if (!module || typeof module.pages !== 'object') throw new Error('route module missing');
    return module;
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
}
