import { GraphQLError } from 'graphql';
import pino from 'pino';
import type { DatabaseConnection } from '../db/client';
import { freePort } from '../testing/free-port';
import { useRedisServer } from '../testing/redis-server';
import { createTestDb } from '../testing/test-db';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { defineRateLimitRule } from './rules';

defineRateLimitRule('test-short-window', { perIp: { points: 1, durationSeconds: 1 } });

defineRateLimitRule('test-sign-in', {
  perIp: { points: 3, durationSeconds: 60 },
  perEmail: { points: 2, durationSeconds: 600 },
});

async function outcome(limiter: RateLimiter, keys: { ip: string; email?: string }) {
  try {
    await limiter.consume('test-sign-in', keys);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return error.extensions;
  }
}

function describeLimiter(name: string, makeLimiter: () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>) {
  describe(name, () => {
    let limiter: RateLimiter;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ limiter, close } = await makeLimiter());
    });

    afterAll(async () => {
      await close();
    });

    it('limits each email address, whatever the IP, and says when to retry', async () => {
      expect(await outcome(limiter, { ip: '10.0.0.1', email: 'Sara@Example.test' })).toBe('allowed');
      expect(await outcome(limiter, { ip: '10.0.0.2', email: 'sara@example.test' })).toBe('allowed');
      const limited = await outcome(limiter, { ip: '10.0.0.3', email: 'sara@example.test ' });
      expect(limited).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      expect((limited as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(590);
      expect((limited as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(await outcome(limiter, { ip: '10.0.0.3', email: 'omar@example.test' })).toBe('allowed');
    });

    it('limits each IP, whatever the email', async () => {
      const ip = '192.168.1.9';
      expect(await outcome(limiter, { ip, email: 'a@example.test' })).toBe('allowed');
      expect(await outcome(limiter, { ip, email: 'b@example.test' })).toBe('allowed');
      expect(await outcome(limiter, { ip })).toBe('allowed');
      expect(await outcome(limiter, { ip, email: 'c@example.test' })).toEqual({
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(await outcome(limiter, { ip: '192.168.1.10' })).toBe('allowed');
    });

    it('counts an IPv6 client by its /64, so a new address in the same network gets no new tries', async () => {
      expect(await outcome(limiter, { ip: '2001:db8:7:7::1' })).toBe('allowed');
      expect(await outcome(limiter, { ip: '2001:db8:7:7::2' })).toBe('allowed');
      expect(await outcome(limiter, { ip: '2001:db8:7:7:ffff::3' })).toBe('allowed');
      expect(await outcome(limiter, { ip: '2001:db8:7:7::4' })).toEqual({
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(await outcome(limiter, { ip: '2001:db8:7:8::1' })).toBe('allowed');
    });

    it('gives an attempt back on refund, so only failures use up a limit', async () => {
      const keys = { ip: '10.9.9.9', email: 'refund@example.test' };
      for (let success = 0; success < 5; success += 1) {
        expect(await outcome(limiter, keys)).toBe('allowed');
        await limiter.refund('test-sign-in', keys);
      }
      expect(await outcome(limiter, keys)).toBe('allowed');
      expect(await outcome(limiter, keys)).toBe('allowed');
      expect(await outcome(limiter, keys)).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    });

    it('counts again from zero once the window has passed', async () => {
      await limiter.consume('test-short-window', { ip: '172.16.0.1' });
      await expect(limiter.consume('test-short-window', { ip: '172.16.0.1' })).rejects.toThrow('Too many requests.');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await expect(limiter.consume('test-short-window', { ip: '172.16.0.1' })).resolves.toBeUndefined();
    });

    it('refuses a rule nobody declared', async () => {
      await expect(limiter.consume('no-such-rule', { ip: '10.0.0.1' })).rejects.toThrow(
        'Unknown rate-limit rule "no-such-rule"',
      );
    });
  });
}

describeLimiter('rate limiter in memory', async () => ({
  limiter: createRateLimiter({ kind: 'memory' }),
  close: async () => undefined,
}));

describeLimiter('rate limiter in the database', async () => {
  const database: DatabaseConnection = await createTestDb();
  return { limiter: createRateLimiter({ kind: 'database', db: database.db }), close: () => database.close() };
});

describe('counters in the database', () => {
  it('are shared by limiters of different processes on the same database', async () => {
    const database = await createTestDb();
    try {
      const first = createRateLimiter({ kind: 'database', db: database.db });
      const second = createRateLimiter({ kind: 'database', db: database.db });
      expect(await outcome(first, { ip: '1.1.1.1', email: 'shared@example.test' })).toBe('allowed');
      expect(await outcome(second, { ip: '2.2.2.2', email: 'shared@example.test' })).toBe('allowed');
      expect(await outcome(first, { ip: '3.3.3.3', email: 'shared@example.test' })).toEqual(
        expect.objectContaining({ code: 'RATE_LIMITED' }),
      );
    } finally {
      await database.close();
    }
  });
});

describe('counters in Redis (REDIS_URL)', () => {
  const warnings: string[] = [];
  const { connect } = useRedisServer(pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) }));

  describeLimiter('rate limiter in Redis', async () => ({
    limiter: createRateLimiter({ kind: 'redis', client: await connect() }),
    close: async () => undefined,
  }));

  it('are shared by the servers of one Redis, each with its own connection', async () => {
    const first = createRateLimiter({ kind: 'redis', client: await connect() });
    const second = createRateLimiter({ kind: 'redis', client: await connect() });
    const keys = { ip: '10.20.30.40', email: 'two-servers@example.test' };
    expect(await outcome(first, keys)).toBe('allowed');
    expect(await outcome(second, { ...keys, ip: '10.20.30.41' })).toBe('allowed');
    expect(await outcome(first, { ...keys, ip: '10.20.30.42' })).toEqual(
      expect.objectContaining({ code: 'RATE_LIMITED' }),
    );
    expect(await outcome(second, { ...keys, ip: '10.20.30.43' })).toEqual(
      expect.objectContaining({ code: 'RATE_LIMITED' }),
    );
  });

  it('keep limiting in this process while Redis is unreachable, and say so once', async () => {
    const nobodyThere = `redis://127.0.0.1:${await freePort()}`;
    const limiter = createRateLimiter({ kind: 'redis', client: await connect(nobodyThere) });
    const keys = { ip: '10.99.0.1', email: 'no-redis@example.test' };
    expect(await outcome(limiter, keys)).toBe('allowed');
    expect(await outcome(limiter, { ...keys, ip: '10.99.0.2' })).toBe('allowed');
    expect(await outcome(limiter, { ...keys, ip: '10.99.0.3' })).toEqual(
      expect.objectContaining({ code: 'RATE_LIMITED' }),
    );
    expect(warnings.filter((line) => line.includes('Redis unreachable'))).toHaveLength(1);
  });
});

describe('defineRateLimitRule', () => {
  it('refuses the same name with different limits', () => {
    expect(() => defineRateLimitRule('test-sign-in', { perIp: { points: 99, durationSeconds: 1 } })).toThrow(
      'defined twice',
    );
  });
});
