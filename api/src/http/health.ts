import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@sakina/shared/contracts';

export interface HealthOptions {
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Throws when the upload bucket does not answer; absent when uploads are in a local folder. */
  checkUploadStore?(): Promise<void>;
  runtimeConfig: RuntimeConfig;
  /** False once the server is stopping: the load balancer is told to send nothing more here. */
  accepting?: () => boolean;
  /** False until this server has its copy of a shared published site (site-server/src/site/site-mirror.ts). */
  isSiteReady?: () => boolean;
}

const readinessTimeoutMs = 2_000;

export function registerHealthRoutes(
  app: FastifyInstance,
  { ping, checkUploadStore, runtimeConfig, accepting, isSiteReady = () => true }: HealthOptions,
): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (accepting && !accepting()) return reply.code(503).send({ status: 'stopping' });
    // Not mirrored yet: the site mirror logs why, once, rather than every probe.
    if (!isSiteReady()) return reply.code(503).send({ status: 'unavailable' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.all([ping(), checkUploadStore?.()]),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('a dependency did not answer in time')), readinessTimeoutMs);
        }),
      ]);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(runtimeConfig));
}
