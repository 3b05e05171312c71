import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Session } from './context';
import type { DatabaseConnection } from './db/client';
import { registerCompression } from './http/compression';
import { contentSecurityPolicyFor } from './http/content-security-policy';
import { registerGraphql } from './http/graphql';
import { createInternalRequestToken } from './http/request-guards';
import { registerHealthRoutes } from './http/health';
import { registerRobots } from './http/robots';
import { registerSitemap } from './http/sitemap';
import { registerStaticSite } from './http/static-site';
import { createPageRenderer } from './http/server-render/page-renderer';
import { registerApplicationRoutes } from './modules/applications/applications.http';
import { sessionCookieNameFor } from './modules/accounts/cookies';
import { registerNewsletterRoutes } from './modules/newsletter/newsletter.http';
import { registerVisitorCountryRoute } from './modules/visitor-country/visitor-country.http';
import { registerStaffRoutes } from './modules/staff/staff.http';
import { issuedDocumentPages, registerIssuedDocumentRoutes } from './modules/issued-documents/issued-documents.http';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter';
import { uploadStore } from './storage/stores';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseConnection;
  mailer: Mailer;
  logger: Logger;
  /** Defaults to counters in memory on PGlite and in the database on PostgreSQL. */
  rateLimiter?: RateLimiter;
  resolveSession?: (request: FastifyRequest) => Promise<Session | null>;
  /** REDIS_URL's connection: rate-limit counters and rendered pages shared by every server. */
  redis?: Redis | null;
  /** False once the server is stopping (`/readyz` then answers 503). */
  accepting?: () => boolean;
  /** Readiness waits for this server's copy of a shared published site (api/src/site/follow-site-store.ts). */
  isSiteReady?: () => boolean;
}

const requestIdPattern = /^[\w.-]{1,64}$/;

/** The HTTP server: GraphQL, health and config endpoints, and the built site. Tests drive it with `app.inject`. */
export function buildApp(dependencies: AppDependencies): FastifyInstance {
  const { config, database, mailer, logger } = dependencies;
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

  const sessionCookieName = sessionCookieNameFor(config);
  app.decorateRequest('sessionCookieName', sessionCookieName);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(config.runtime) },
  });
  registerCompression(app);

  const redis = dependencies.redis ?? null;
  const rateLimiter =
    dependencies.rateLimiter ??
    createRateLimiter(
      redis
        ? { kind: 'redis', client: redis }
        : database.kind === 'postgres'
          ? { kind: 'database', db: database.db }
          : { kind: 'memory' },
    );

  const internalRequestToken = createInternalRequestToken();
  registerHealthRoutes(app, {
    ping: database.ping,
    checkUploadStore: config.storage.s3 ? () => uploadStore(config).check() : undefined,
    runtimeConfig: config.runtime,
    accepting: dependencies.accepting,
    isSiteReady: dependencies.isSiteReady,
  });
  registerGraphql(
    app,
    { config, db: database.db, mailer, rateLimiter, resolveSession: dependencies.resolveSession, internalRequestToken },
    logger,
  );
  registerNewsletterRoutes(app, { db: database.db, rateLimiter });
  registerApplicationRoutes(app, { config, db: database.db });
  registerVisitorCountryRoute(app, { countryLookupUrl: config.countryLookupUrl });
  registerStaffRoutes(app, { config, db: database.db });
  registerIssuedDocumentRoutes(app, { config, db: database.db, rateLimiter });
  registerSitemap(app, { siteDir: config.siteDir, publicUrl: config.publicUrl, db: database.db });
  registerRobots(app, { siteDir: config.siteDir, publicUrl: config.publicUrl });
  const sendPage = createPageRenderer(app, {
    siteDir: config.siteDir,
    publicUrl: config.publicUrl,
    loopbackOrigin: `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`,
    runtimeConfig: config.runtime,
    db: database.db,
    internalRequestToken,
    sessionCookieName,
    redis,
  });
  registerStaticSite(app, config.siteDir, issuedDocumentPages(app, { config, db: database.db, rateLimiter }, sendPage));
  return app;
}
