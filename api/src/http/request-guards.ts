import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import { clientKey } from '../rate-limit/client-key';

/**
 * The server render calls /graphql in-process with this header: its requests are the visitor's page request
 * (counted there), not the visitor's own GraphQL requests. Random per process, never sent to a browser.
 */
export const internalRequestHeader = 'x-sakina-internal';

export function createInternalRequestToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isInternalRequest(request: FastifyRequest, token: string): boolean {
  const presented = request.headers[internalRequestHeader];
  if (typeof presented !== 'string' || presented.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(token));
}

/** A GraphQL-shaped error answer for a request refused before GraphQL runs. */
export function sendGraphqlError(
  reply: FastifyReply,
  status: number,
  message: string,
  extensions: Record<string, unknown>,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ errors: [{ message, extensions }] });
}

/** Counts every /graphql request per client, in this process's memory (a flood guard, not a business rule). */
export function createGraphqlRateLimit(config: Pick<AppConfig, 'graphqlRateLimitPerMinute'>) {
  const points = config.graphqlRateLimitPerMinute;
  const limiter = points > 0 ? new RateLimiterMemory({ keyPrefix: 'graphql', points, duration: 60 }) : null;
  /** Null when the request may go on, else the seconds to wait. */
  return async function retryAfterSeconds(ip: string): Promise<number | null> {
    if (!limiter) return null;
    try {
      await limiter.consume(clientKey(ip));
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };
}

/** This server's own origins: PUBLIC_URL, and the address the request was sent to (a developer's localhost). */
function ownOrigins(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl'>): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (request.host) origins.push(`${request.protocol}://${request.host}`);
  return origins;
}

/**
 * Whether a browser request that changes something comes from a page allowed to make it: its `Origin` is this
 * site's or one of CORS_ORIGINS; without `Origin`, `Sec-Fetch-Site` must not say another site. Requests with
 * neither header are not from a browser (the apps, the review CLI, curl): no cookie rides along by accident.
 */
export function isAllowedOrigin(
  request: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    return ownOrigins(request, config).includes(origin) || config.corsOrigins.includes(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return site !== 'cross-site' && site !== 'same-site';
}

/**
 * The same for a form the browser posts itself (no script): under the site's `Referrer-Policy: no-referrer` a
 * browser sends such a post with `Origin: null`, so Sec-Fetch-Site must then say same-origin.
 */
export function isAllowedFormPost(
  request: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
): boolean {
  if (request.headers.origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  return isAllowedOrigin(request, config);
}
