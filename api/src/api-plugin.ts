import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Session } from './context';
import type { DatabaseConnection } from './db/client';
import { registerGraphql } from './http/graphql';
import { registerHealthRoutes } from './http/health';
import type { PageGate } from './http/page-gate';
import { createInternalRequestToken } from './http/request-guards';
import { startScheduler } from './jobs/scheduler';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { sessionCookieNameFor } from './modules/accounts/cookies';
import { registerApplicationRoutes } from './modules/applications/applications.http';
import {
  issuedDocumentPageGates,
  registerIssuedDocumentRoutes,
} from './modules/issued-documents/issued-documents.http';
import { registerMediaRoutes } from './modules/media/media.http';
import { registerNewsletterRoutes } from './modules/newsletter/newsletter.http';
import { registerPrivacyRoutes } from './modules/privacy/privacy.http';
import { registerStaffRoutes } from './modules/staff/staff.http';
import { registerVisitorCountryRoute } from './modules/visitor-country/visitor-country.http';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter';
import { uploadStore } from './storage/stores';

export interface ApiOptions {
  config: AppConfig;
  database: DatabaseConnection;
  mailer: Mailer;
  logger: Logger;
  /** Defaults to counters in memory on PGlite and in the database on PostgreSQL. */
  rateLimiter?: RateLimiter;
  resolveSession?: (request: FastifyRequest) => Promise<Session | null>;
  /** REDIS_URL's connection: rate-limit counters shared by every server. */
  redis?: Redis | null;
  /** False once the server is stopping (`/readyz` then answers 503). */
  accepting?: () => boolean;
  /** Readiness waits for this server's copy of a shared published site (site-server/src/site/follow-site-store.ts). */
  isSiteReady?: () => boolean;
}

/** What the API offers the server it is mounted in (`app.api`). */
export interface ApiSurface {
  /** Marks the server render's own GraphQL requests (in-process), which the per-client GraphQL limit does not count. */
  internalRequestToken: string;
  /** `session` or `__Host-session`: a visitor holding it is signed in. */
  sessionCookieName: string;
  /** The gates of the route table's `gate` names (shell/src/routes/route-table.ts). */
  pageGates: Record<string, PageGate>;
}

declare module 'fastify' {
  interface FastifyInstance {
    api: ApiSurface;
  }
}

async function api(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { config, database, mailer, logger } = options;
  const sessionCookieName = sessionCookieNameFor(config);
  app.decorateRequest('sessionCookieName', sessionCookieName);

  const redis = options.redis ?? null;
  const rateLimiter =
    options.rateLimiter ??
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
    accepting: options.accepting,
    isSiteReady: options.isSiteReady,
  });
  registerGraphql(
    app,
    { config, db: database.db, mailer, rateLimiter, resolveSession: options.resolveSession, internalRequestToken },
    logger,
  );
  registerNewsletterRoutes(app, { db: database.db, rateLimiter });
  registerApplicationRoutes(app, { config, db: database.db });
  registerVisitorCountryRoute(app, { countryLookupUrl: config.countryLookupUrl });
  registerStaffRoutes(app, { config, db: database.db, rateLimiter });
  registerIssuedDocumentRoutes(app, { config, db: database.db, rateLimiter });
  registerMediaRoutes(app, { config, db: database.db });
  registerPrivacyRoutes(app, { config, db: database.db, rateLimiter });

  let stopScheduler: () => Promise<void> = async () => {};
  app.addHook('onReady', async () => {
    stopScheduler = startScheduler({ db: database.db, mailer, logger, config }, config.jobsIntervalMs);
  });
  app.addHook('onClose', async () => stopScheduler());

  app.decorate('api', {
    internalRequestToken,
    sessionCookieName,
    pageGates: issuedDocumentPageGates({ config, db: database.db, rateLimiter }),
  } satisfies ApiSurface);
}

/**
 * The API as a Fastify plugin: GraphQL, health and config, and the HTTP routes of its modules (uploads, files,
 * published images, newsletter links, the documents service). Not encapsulated: the server it is mounted in reads
 * `app.api`.
 */
export const apiPlugin = fastifyPlugin(api, { name: 'sakina-api', fastify: '5.x' });
