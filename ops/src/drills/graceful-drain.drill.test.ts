import { startRedisServer, type RedisServerHandle } from '@sakina/api/internals/testing/redis-server';
import { graphql, killLeftoverServers, startDrillServer, stopGracefully, temporaryFolder } from './drill-server';

/**
 * A rolling restart behind a load balancer: on SIGTERM with SHUTDOWN_DRAIN_MS, the server says it is not ready
 * (so the balancer stops sending to it) while still answering what arrives, and only then stops accepting.
 */

jest.setTimeout(60_000);

let redisServer: RedisServerHandle;

beforeAll(async () => {
  redisServer = await startRedisServer();
});

afterAll(async () => {
  await killLeftoverServers();
  await redisServer.stop();
});

it('answers /readyz 503 during the drain while it still serves, then stops accepting and exits 0', async () => {
  const server = await startDrillServer({
    DATA_DIR: temporaryFolder('drain'),
    SHUTDOWN_DRAIN_MS: '1500',
    REDIS_URL: redisServer.url,
  });
  expect(server.logs.find((line) => line.msg.startsWith('Redis'))).toMatchObject({ connected: true });
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

  server.child.kill('SIGTERM');
  await server.waitForLog((line) => line.msg.startsWith('shutting down: draining'));
  const readiness = await fetch(`${server.url}/readyz`);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toEqual({ status: 'stopping' });
  const read = await graphql(server.url, 'query { faqCategories { id } }');
  expect(read.status).toBe(200);
  expect(read.body.errors).toBeUndefined();

  await server.waitForLog((line) => line.msg === 'shutting down: no new connections, finishing requests in flight');
  expect(await stopGracefully(server)).toBe(0);
  await expect(fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow();
});
