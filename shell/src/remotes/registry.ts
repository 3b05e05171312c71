import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationNames, type FederationName, type RemoteRouteModule } from '@sakina/shared/contracts';

/** Shape of /remotes.json: federation name → manifest URL of the live version. */
export type RemotesManifest = Partial<Record<FederationName, string>>;

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

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Cannot load ${url}: HTTP ${response.status}`);
  return parseRemotesManifest(await response.json());
}

/** The remotes registered at start-up (or since, on retry). */
export function registeredManifest(): RemotesManifest {
  return registered;
}

export function registerManifest(manifest: RemotesManifest): void {
  registered = manifest;
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
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

const modules = new Map<FederationName, Promise<RemoteRouteModule>>();

/** Loads a remote's route module; `retry` forgets a failed attempt and registers the remote afresh. */
export function loadRouteModule(remote: FederationName, { retry = false } = {}): Promise<RemoteRouteModule> {
  if (retry) {
    modules.delete(remote);
    const entry = registered[remote];
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  }
  let pending = modules.get(remote);
  if (!pending) {
    pending = loadRemoteModule(remote);
    pending.catch(() => modules.delete(remote));
    modules.set(remote, pending);
  }
  return pending;
}

async function loadRemoteModule(remote: FederationName): Promise<RemoteRouteModule> {
  if (!registered[remote]) throw new RemoteLoadError(remote, new Error('not listed in remotes.json'));
  try {
    const exported = await loadRemote<RemoteRouteModule | { default: RemoteRouteModule }>(`${remote}/routes`);
    const module = exported && 'default' in exported ? exported.default : exported;
    if (!module || typeof module.pages !== 'object') throw new Error('route module missing');
    return module;
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
}
