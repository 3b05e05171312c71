import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { registerCompression } from './compression';
import { contentSecurityPolicyFor } from './content-security-policy';

const requestIdPattern = /^[\w.-]{1,64}$/;

/** Answers a request whose address cannot be decoded (broken percent-encoding). */
export type BadUrlHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** What answers an address that cannot be decoded (the site: its 400 page); Fastify's JSON 400 until set. */
    setBadUrlHandler(handler: BadUrlHandler): void;
  }
}

/**
 * The HTTP server every route runs in, the API's and the site's: body limit, proxies, request ids, security
 * headers and compression. The site server (site-server/) mounts the API and the pages into it.
 */
export function createHttpServer(config: AppConfig, logger: Logger): FastifyInstance {
  let answerBadUrl: BadUrlHandler | undefined;
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
    // Such a request reaches no route, so no route's handler can answer it: the one set here does.
    frameworkErrors: (error, request, routeReply) => {
      // Fastify types this reply for no route's schema in particular: it is a plain reply.
      const reply = routeReply as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' && answerBadUrl) return answerBadUrl(request as FastifyRequest, reply);
      // What Fastify answers by itself without this option.
      const statusCode = error.statusCode ?? 500;
      return reply.code(statusCode).send({ statusCode, code: error.code, error: error.name, message: error.message });
    },
  });
  app.decorate('setBadUrlHandler', (handler: BadUrlHandler) => {
    answerBadUrl = handler;
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
