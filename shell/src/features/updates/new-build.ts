import { fetchRemotesManifest, type RemotesManifest } from '../../remotes/registry';

/** Raised on window when the server has a newer build than the one this page runs. */
export const newBuildEvent = 'sakina:new-build';

export const newBuildCheckIntervalMs = 60 * 60 * 1000;

/** What a page runs: the shell build and the remote versions it registered. */
export interface BuildStamp {
  shell: string;
  remotes: string;
}

export function remotesStamp(manifest: RemotesManifest): string {
  return JSON.stringify(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}

async function fetchShellBuildId(): Promise<string> {
  const response = await fetch('/build.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Cannot load /build.json: HTTP ${response.status}`);
  const buildId = ((await response.json()) as { buildId?: unknown } | null)?.buildId;
  if (typeof buildId !== 'string' || buildId === '') throw new Error('build.json has no buildId');
  return buildId;
}

/** The build the server has now: the shell's build.json and the live remotes. */
export async function fetchLatestBuild(): Promise<BuildStamp> {
  const [shell, remotes] = await Promise.all([fetchShellBuildId(), fetchRemotesManifest()]);
  return { shell, remotes: remotesStamp(remotes) };
}

interface WatchOptions {
  running: BuildStamp;
  fetchLatest?: () => Promise<BuildStamp>;
  intervalMs?: number;
  target?: EventTarget;
}

/**
 * Checks every hour whether the server has another shell build or other remote versions than this page
 * runs; the first time it does, raises `newBuildEvent` and stops. A failed check (offline, a server
 * restarting) waits for the next hour. Returns a function that stops the checks.
 */
export function watchForNewBuild({
  running,
  fetchLatest = fetchLatestBuild,
  intervalMs = newBuildCheckIntervalMs,
  target = window,
}: WatchOptions): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const check = async () => {
    try {
      const latest = await fetchLatest();
      if (stopped || (latest.shell === running.shell && latest.remotes === running.remotes)) return;
      stop();
      target.dispatchEvent(new CustomEvent(newBuildEvent, { detail: latest }));
    } catch {
      // Try again at the next check.
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  return stop;
}
