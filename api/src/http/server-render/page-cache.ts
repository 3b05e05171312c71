import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  html: string;
}

/**
 * Rendered pages for anonymous visitors, kept a short time. The key holds everything the HTML depends on: the
 * URL (path, query and so the locale), the live remote versions and the content version of the database.
 */
export function createPageCache({ maxEntries = 500, ttlMs = 30_000 } = {}) {
  const cache = new LRUCache<string, CachedPage>({ max: maxEntries, ttl: ttlMs });
  return {
    key: (parts: { url: string; remotes: string; content: string; cookies: string }) =>
      `${parts.url}\n${parts.cookies}\n${parts.remotes}\n${parts.content}`,
    get: (key: string) => cache.get(key),
    set: (key: string, page: CachedPage) => cache.set(key, page),
  };
}
