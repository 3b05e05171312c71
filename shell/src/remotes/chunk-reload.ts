const storageKey = 'sakina:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const chain: unknown[] = [error, error instanceof Error ? error.cause : undefined];
  return chain.some(
    (item) =>
      item instanceof Error && (item.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(item.message)),
  );
}

/** A stale chunk (a new deploy) reloads the target route once; a second failure shows the error page. */
export function reloadOnceFor(
  path: string,
  storage: Storage = window.sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  if (storage.getItem(storageKey) === path) return false;
  storage.setItem(storageKey, path);
  reload();
  return true;
}

export function clearChunkReload(storage: Storage = window.sessionStorage): void {
  storage.removeItem(storageKey);
}
