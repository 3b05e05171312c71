import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * The connection to REDIS_URL. Nothing waits for Redis: a command fails at once while it is unreachable (no
 * offline queue), and each use has its fallback (rate limits count in this process, a page is rendered afresh),
 * so Redis going away slows the site down a little and never takes it down. It reconnects by itself.
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let unreachable = false;
  // One line when it goes and one when it is back, not one per reconnect attempt.
  client.on('error', (error: Error) => {
    if (unreachable) return;
    unreachable = true;
    logger.warn({ err: error }, 'Redis unreachable: rate limits count in this process and pages are not shared');
  });
  client.on('ready', () => {
    if (unreachable) logger.info('Redis reachable again');
    unreachable = false;
  });
  return client;
}

/** Resolves once the first connection is made, or after `timeoutMs` (the server starts without it). */
export function redisReady(client: Redis, timeoutMs = 5_000): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once('ready', onReady);
  });
}
