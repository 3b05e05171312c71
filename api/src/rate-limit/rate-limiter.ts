import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimited } from '../errors';
import { clientKey } from './client-key';
import { DatabaseRateLimiter } from './drizzle-store';
import { rateLimitRule, type RateLimitWindow } from './rules';

export interface RateLimitKeys {
  ip: string;
  email?: string;
}

export interface RateLimiter {
  /** Counts one attempt; throws RATE_LIMITED (with retryAfterSeconds) when any limit of the rule is used up. */
  consume(ruleName: string, keys: RateLimitKeys): Promise<void>;
  /** Throws RATE_LIMITED, counting nothing, when any limit of the rule is already used up. */
  check(ruleName: string, keys: RateLimitKeys): Promise<void>;
  /** Gives back the attempt `consume` counted, for rules that count failures only (a sign-in that succeeded). */
  refund(ruleName: string, keys: RateLimitKeys): Promise<void>;
}

/**
 * Counters in memory for the single PGlite process; in the database when several processes share PostgreSQL; in
 * Redis when REDIS_URL is set (counted in this process while Redis is unreachable).
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'database'; db: Database } | { kind: 'redis'; client: Redis };

function storeLimiter(store: RateLimitStore, options: { keyPrefix: string; points: number; duration: number }) {
  switch (store.kind) {
    case 'memory':
      return new RateLimiterMemory(options);
    case 'database':
      return new DatabaseRateLimiter({ ...options, storeClient: store.db });
    case 'redis':
      return new RateLimiterRedis({
        ...options,
        keyPrefix: `rate:${options.keyPrefix}`,
        storeClient: store.client,
        insuranceLimiter: new RateLimiterMemory(options),
      });
  }
}

type Counter = 'ip' | 'email';

/** The counters a refusal was the first past the limit of (kept beside the error, never sent to the client). */
const firstRefusals = new WeakMap<object, Set<Counter>>();

/**
 * Whether `error` is a refusal by `consume` that was the first one past `counter`'s limit in its window: a lock-out
 * starts with it. Counted atomically by every store, so across servers exactly one refusal a lock-out answers true.
 */
export function isFirstRefusal(error: unknown, counter: Counter): boolean {
  return typeof error === 'object' && error !== null && (firstRefusals.get(error)?.has(counter) ?? false);
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(keyPrefix: string, window: RateLimitWindow): RateLimiterAbstract {
    let limiter = limiters.get(keyPrefix);
    if (!limiter) {
      limiter = storeLimiter(store, { keyPrefix, points: window.points, duration: window.durationSeconds });
      limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  function countersOf(
    ruleName: string,
    keys: RateLimitKeys,
  ): { limiter: RateLimiterAbstract; key: string; points: number; counter: Counter }[] {
    const rule = rateLimitRule(ruleName);
    const counters: { limiter: RateLimiterAbstract; key: string; points: number; counter: Counter }[] = [];
    // IPv6 clients are counted per /64 (clientKey).
    if (rule.perIp) {
      counters.push({
        limiter: limiterFor(`${ruleName}:ip`, rule.perIp),
        key: clientKey(keys.ip),
        points: rule.perIp.points,
        counter: 'ip',
      });
    }
    if (rule.perEmail && keys.email) {
      counters.push({
        limiter: limiterFor(`${ruleName}:email`, rule.perEmail),
        // Counters live in the database or Redis for up to a day: they name an address by its SHA-256 only.
        key: createHash('sha256').update(keys.email.trim().toLowerCase()).digest('base64url'),
        points: rule.perEmail.points,
        counter: 'email',
      });
    }
    return counters;
  }

  return {
    async refund(ruleName, keys) {
      await Promise.all(countersOf(ruleName, keys).map(({ limiter, key }) => limiter.reward(key, 1)));
    },
    async check(ruleName, keys) {
      const counted = await Promise.all(
        countersOf(ruleName, keys).map(async ({ limiter, key, points }) => ({ state: await limiter.get(key), points })),
      );
      const usedUp = counted.filter(({ state, points }) => state !== null && state.consumedPoints >= points);
      if (usedUp.length > 0) {
        const retryAfterMs = Math.max(...usedUp.map(({ state }) => state!.msBeforeNext));
        throw rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
      }
    },
    async consume(ruleName, keys) {
      const counters = countersOf(ruleName, keys);
      const results = await Promise.allSettled(counters.map(({ limiter, key }) => limiter.consume(key)));
      let retryAfterMs = 0;
      const first = new Set<Counter>();
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') return;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext);
        if (result.reason.consumedPoints === counters[index]!.points + 1) first.add(counters[index]!.counter);
      });
      if (results.some((result) => result.status === 'rejected')) {
        const error = rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
        firstRefusals.set(error, first);
        throw error;
      }
    },
  };
}
