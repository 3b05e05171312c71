import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { DevicePlatform } from '@sakina/shared/contracts';

export interface CachedPage {
  status: number;
  html: string;
}

export interface PageCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** Shared by every server when REDIS_URL is set: a page rendered by one is served by all. */
  redis?: Redis | null;
  /** A Redis failure is told once per streak, and the page is rendered instead. */
  onSharedCacheError?: (error: unknown) => void;
}

const redisKeyPrefix = 'page:';

/**
 * Rendered pages for anonymous visitors, kept a short time. The key holds everything the HTML depends on: the
 * URL (path, query and so the locale), the cookies it reads, the device it was rendered for, the live remote
 * versions and the content version of the database, so every server computes the same key for the same page and
 * no server can serve another's outdated one.
 * This process's copy comes first; with Redis, pages are also shared between servers.
 */
export function createPageCache({
  maxEntries = 500,
  ttlMs = 30_000,
  redis,
  onSharedCacheError,
}: PageCacheOptions = {}) {
  const local = new LRUCache<string, CachedPage>({ max: maxEntries, ttl: ttlMs });
  let failing = false;
  const sharedKey = (key: string) => `${redisKeyPrefix}${createHash('sha256').update(key).digest('base64url')}`;
  const failed = (error: unknown) => {
    if (!failing) onSharedCacheError?.(error);
    failing = true;
  };

  return {
    key: (parts: { url: string; remotes: string; content: string; cookies: string; platform: DevicePlatform }) =>
      `${parts.url}\n${parts.cookies}\n${parts.platform}\n${parts.remotes}\n${parts.content}`,

    async get(key: string): Promise<CachedPage | undefined> {
      const page = local.get(key);
      if (page || !redis) return page;
      try {
        const stored = await redis.get(sharedKey(key));
        failing = false;
        if (!stored) return undefined;
        const shared = JSON.parse(stored) as CachedPage;
        local.set(key, shared);
        return shared;
      } catch (error) {
        failed(error);
        return undefined;
      }
    },

    set(key: string, page: CachedPage): void {
      local.set(key, page);
      redis?.set(sharedKey(key), JSON.stringify(page), 'PX', ttlMs).then(
        () => (failing = false),
        (error: unknown) => failed(error),
      );
    },
  };
}
