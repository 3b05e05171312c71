import pino from 'pino';
import { freePort } from '@sakina/api/testing';
import { useRedisServer } from '@sakina/api/testing';
import { waitFor } from '@sakina/api/testing';
import { createPageCache } from './page-cache';

const parts = {
  url: '/practitioners?page=2',
  cookies: ';',
  remotes: 'v1',
  content: 'practitioners:3',
  platform: 'other',
} as const;
const page = { status: 200, html: '<!doctype html><main>الممارسون</main>' };

describe('the page cache', () => {
  it('keeps a page for its key only: another content version, remote version or device is another page', async () => {
    const cache = createPageCache();
    cache.set(cache.key(parts), page);
    expect(await cache.get(cache.key(parts))).toEqual(page);
    expect(await cache.get(cache.key({ ...parts, content: 'practitioners:4' }))).toBeUndefined();
    expect(await cache.get(cache.key({ ...parts, remotes: 'v2' }))).toBeUndefined();
    expect(await cache.get(cache.key({ ...parts, platform: 'ios' }))).toBeUndefined();
  });

  it('forgets a page after its time', async () => {
    const cache = createPageCache({ ttlMs: 50 });
    cache.set(cache.key(parts), page);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await cache.get(cache.key(parts))).toBeUndefined();
  });

  describe('shared through Redis (REDIS_URL)', () => {
    const { connect } = useRedisServer(pino({ level: 'silent' }));

    it('serves on one server a page another rendered, for its time only', async () => {
      const first = createPageCache({ redis: await connect(), ttlMs: 300 });
      const second = createPageCache({ redis: await connect(), ttlMs: 300 });
      first.set(first.key(parts), page);
      // The write to Redis is not awaited by set: it arrives soon after.
      await waitFor(async () => (await second.get(second.key(parts))) !== undefined);
      expect(await second.get(second.key(parts))).toEqual(page);
      expect(await second.get(second.key({ ...parts, url: '/en/practitioners?page=2' }))).toBeUndefined();

      const third = createPageCache({ redis: await connect(), ttlMs: 300 });
      await waitFor(async () => (await third.get(third.key(parts))) === undefined);
    });

    it('renders instead, and tells once, while Redis is unreachable', async () => {
      const errors: unknown[] = [];
      const cache = createPageCache({
        redis: await connect(`redis://127.0.0.1:${await freePort()}`),
        onSharedCacheError: (error) => errors.push(error),
      });
      expect(await cache.get(cache.key(parts))).toBeUndefined();
      expect(await cache.get(cache.key({ ...parts, url: '/' }))).toBeUndefined();
      // This process's own copy still serves.
      cache.set(cache.key(parts), page);
      expect(await cache.get(cache.key(parts))).toEqual(page);
      expect(errors).toHaveLength(1);
    });
  });
});
