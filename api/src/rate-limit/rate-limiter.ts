import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimited } from '../errors';
import { DatabaseRateLimiter } from './drizzle-store';
import { rateLimitRule, type RateLimitWindow } from './rules';

export interface RateLimitKeys {
  ip: string;
  email?: string;
}

export interface RateLimiter {
  /** Counts one attempt; throws RATE_LIMITED (with retryAfterSeconds) when any limit of the rule is used up. */
  consume(ruleName: string, keys: RateLimitKeys): Promise<void>;
}

/** Counters in memory for the single PGlite process; in the database when several processes share PostgreSQL. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'database'; db: Database };

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(keyPrefix: string, window: RateLimitWindow): RateLimiterAbstract {
    let limiter = limiters.get(keyPrefix);
    if (!limiter) {
      const options = { keyPrefix, points: window.points, duration: window.durationSeconds };
      limiter =
        store.kind === 'memory'
          ? new RateLimiterMemory(options)
          : new DatabaseRateLimiter({ ...options, storeClient: store.db });
      limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  return {
    async consume(ruleName, keys) {
      const rule = rateLimitRule(ruleName);
      const attempts: Promise<unknown>[] = [];
      if (rule.perIp) attempts.push(limiterFor(`${ruleName}:ip`, rule.perIp).consume(keys.ip));
      if (rule.perEmail && keys.email) {
        attempts.push(limiterFor(`${ruleName}:email`, rule.perEmail).consume(keys.email.trim().toLowerCase()));
      }
      const results = await Promise.allSettled(attempts);
      let retryAfterMs = 0;
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext);
      }
      if (results.some((result) => result.status === 'rejected')) {
        throw rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
      }
    },
  };
}
