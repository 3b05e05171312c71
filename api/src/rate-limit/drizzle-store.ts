import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, type IRateLimiterStoreOptions } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from './rate-limit.table';

const cleanupEveryMs = 5 * 60 * 1000;
const keepExpiredMs = 60 * 60 * 1000;

interface CounterRow {
  points: number;
  expire: Date | null;
}

/**
 * rate-limiter-flexible's Drizzle store with its queries written here: the library finds drizzle-orm with a
 * dynamic import from its own folder, which fails because npm installs drizzle-orm inside api/node_modules.
 */
export class DatabaseRateLimiter extends RateLimiterDrizzle {
  private readonly database: Database;
  private cleanupTimer: NodeJS.Timeout | undefined;

  constructor(options: IRateLimiterStoreOptions & { storeClient: Database }) {
    super({ ...options, schema: rateLimits, clearExpiredByTimeout: false });
    this.database = options.storeClient;
    this.scheduleCleanup();
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<CounterRow | undefined> {
    const now = new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const expired = sql`${rateLimits.expire} <= ${now}`;
    const [row] = await this.database
      .insert(rateLimits)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire }
          : {
              points: sql`case when ${expired} then ${points} else ${rateLimits.points} + ${points} end`,
              expire: sql`case when ${expired} then ${expire}::timestamptz else ${rateLimits.expire} end`,
            },
      })
      .returning({ points: rateLimits.points, expire: rateLimits.expire });
    return row;
  }

  async _get(key: string): Promise<CounterRow | null> {
    const [row] = await this.database
      .select({ points: rateLimits.points, expire: rateLimits.expire })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), or(gt(rateLimits.expire, new Date()), isNull(rateLimits.expire))))
      .limit(1);
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const deleted = await this.database
      .delete(rateLimits)
      .where(eq(rateLimits.key, key))
      .returning({ key: rateLimits.key });
    return deleted.length > 0;
  }

  private scheduleCleanup(): void {
    this.cleanupTimer = setTimeout(() => {
      this.database
        .delete(rateLimits)
        .where(lt(rateLimits.expire, new Date(Date.now() - keepExpiredMs)))
        .catch(() => undefined)
        .finally(() => this.scheduleCleanup());
    }, cleanupEveryMs);
    this.cleanupTimer.unref();
  }
}
