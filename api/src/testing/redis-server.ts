import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { startRedis } from './redis-process';
import { connectRedis, redisReady } from '../redis/redis-client';

export interface RedisServerHandle {
  url: string;
  stop(): Promise<void>;
}

/** A Redis server of its own for a test (never the machine's shared one), in a temporary folder removed on stop. */
export async function startRedisServer(): Promise<RedisServerHandle> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-redis-'));
  const redis = await startRedis(folder);
  return {
    url: redis.url,
    async stop() {
      await redis.process.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * For a jest file or describe block: a Redis server started before its tests and stopped after them, and
 * `connect()` for the connections a test makes (as the server would, through connectRedis), closed with it.
 */
export function useRedisServer(logger: Logger) {
  let server: RedisServerHandle;
  const clients: Redis[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server.stop();
  });

  return {
    /** A connection to this server, or to `url` (e.g. a port where nothing listens). */
    async connect(url?: string): Promise<Redis> {
      const client = connectRedis(url ?? server.url, logger);
      clients.push(client);
      await redisReady(client, 2_000);
      return client;
    },
  };
}
