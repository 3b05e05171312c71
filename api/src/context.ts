import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Locale } from '@sakina/shared/contracts';
import { localeFromAcceptLanguage } from './http/locale';
import type { Mailer } from './mail/mailer';
import { resolveViewer, type Viewer } from './modules/accounts/viewer.service';
import type { RateLimiter } from './rate-limit/rate-limiter';

/** Who is signed in; the accounts module fills it in from the session cookie or a Bearer token. */
export interface Session {
  accountId: string;
}

/** Everything a request needs, made once per GraphQL request. */
export interface GraphQLContext {
  config: AppConfig;
  db: Database;
  /** Child of the server logger, bound to this request's id. */
  logger: FastifyBaseLogger;
  requestId: string;
  /** From Accept-Language; used for mail and other text the server writes. */
  locale: Locale;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clientIp: string;
  /** The signed-in account, from the `session` cookie or `Authorization: Bearer`; null when signed out. */
  viewer: Viewer | null;
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ContextDependencies {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Reads the session of a request; absent until the accounts module provides it. */
  resolveSession?: (request: FastifyRequest) => Promise<Session | null>;
}

export async function createContext(
  dependencies: ContextDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  const viewer = await resolveViewer(dependencies, request);
  return {
    config: dependencies.config,
    db: dependencies.db,
    logger: request.log,
    requestId: String(request.id),
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
    mailer: dependencies.mailer,
    rateLimiter: dependencies.rateLimiter,
    clientIp: request.ip,
    viewer,
    session: dependencies.resolveSession
      ? await dependencies.resolveSession(request)
      : viewer && { accountId: viewer.accountId },
    request,
    reply,
  };
}
