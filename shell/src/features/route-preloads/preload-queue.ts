/** At most this many preloads at once, so they never crowd out what the visitor asked for. */
export const maxParallelPreloads = 4;

/** The Network Information API's part that matters here (Chromium only; elsewhere nothing is known). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2G-class connection: nothing is fetched ahead of the visitor. */
export function isSlowConnection(connection: ConnectionHints | undefined): boolean {
  return Boolean(connection?.saveData) || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

export interface PreloadQueue {
  /** Queues a preload once per key; false when it is skipped (already asked for, or a slow connection). */
  request(key: string, preload: () => Promise<unknown>): boolean;
}

export function createPreloadQueue({
  maxParallel = maxParallelPreloads,
  connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection,
}: { maxParallel?: number; connection?: () => ConnectionHints | undefined } = {}): PreloadQueue {
  const requested = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;

  function startNext(): void {
    while (running < maxParallel && waiting.length > 0) {
      const preload = waiting.shift()!;
      running += 1;
      // A failed preload only means the page loads when it is opened, as without preloading.
      void preload()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          startNext();
        });
    }
  }

  return {
    request(key, preload) {
      if (requested.has(key) || isSlowConnection(connection())) return false;
      requested.add(key);
      waiting.push(preload);
      startNext();
      return true;
    },
  };
}
