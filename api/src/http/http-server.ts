import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { registerCompression } from './compression';
import { contentSecurityPolicyFor } from './content-security-policy';

const requestIdPattern = /^[\w.-]{1,64}$/;

/**
 * The HTTP server every route runs in, the API's and the site's: body limit, proxies, request ids, security
 * headers and compression. The site server (site-server/) mounts the API and the pages into it.
 */
export function createHttpServer(config: AppConfig, logger: Logger): FastifyInstance {
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    // request.ip skips this many proxies' entries of X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxyCount,
    return503OnClosing: true,
    // Keep a proxy's request id so one id follows the request through every log.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(config.runtime) },
    // As the policy's frame-ancestors 'none'; what the site frames itself says 'self' and SAMEORIGIN together.
    xFrameOptions: { action: 'deny' },
  });
  registerCompression(app);
  return app;
}
