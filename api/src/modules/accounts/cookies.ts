import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { readCookie } from '../../http/read-cookie';
import { cookiesAreSecure } from '../../http/secure-cookies';
import { absoluteSessionLimitMs, cookieMaxAgeMs } from '../../security/session-limits';

/**
 * Its value is the random session token, also accepted as `Authorization: Bearer <token>`. Written and read as
 * `__Host-session` wherever cookies are Secure (a sibling subdomain cannot set or shadow a `__Host-` cookie);
 * browsers refuse that prefix without Secure, so a server on loopback over http keeps the plain name.
 */
export const sessionCookieName = 'session';
export const secureSessionCookieName = '__Host-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookie's name on this server (see sessionCookieName); set for every request by the app. */
    sessionCookieName?: string;
  }
}

/** Holds the ticket of a registration, sign-in or reset that waits for its emailed code. */
export const pendingCookieName = 'pending';
export const pendingLifetimeMs = 60 * 60 * 1000;

export interface CookieFlags {
  httpOnly: true;
  sameSite: 'Lax';
  secure: boolean;
  path: '/';
}

/** httpOnly and SameSite=Lax always; Secure unless the site is served from this machine. */
export function cookieFlags(config: Pick<AppConfig, 'publicUrl'>): CookieFlags {
  // Decided by PUBLIC_URL alone: the cookie's name (`__Host-` or not) must be the same for every request.
  return { httpOnly: true, sameSite: 'Lax', secure: cookiesAreSecure(config), path: '/' };
}

/** `__Host-session` when cookies are Secure, else `session`. */
export function sessionCookieNameFor(config: Pick<AppConfig, 'publicUrl'>): string {
  return cookieFlags(config).secure ? secureSessionCookieName : sessionCookieName;
}

export function serializeCookie(name: string, value: string, maxAgeMs: number, flags: CookieFlags): string {
  return [
    `${name}=${value}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`,
    `Path=${flags.path}`,
    'HttpOnly',
    ...(flags.secure ? ['Secure'] : []),
    `SameSite=${flags.sameSite}`,
  ].join('; ');
}

interface CookieContext {
  config: Pick<AppConfig, 'publicUrl'>;
  reply: Pick<FastifyReply, 'header'>;
}

function setCookie({ config, reply }: CookieContext, name: string, value: string, maxAgeMs: number): void {
  const written = name === sessionCookieName ? sessionCookieNameFor(config) : name;
  // Fastify appends set-cookie headers instead of replacing them.
  reply.header('set-cookie', serializeCookie(written, value, maxAgeMs, cookieFlags(config)));
}

/** The cookie lasts as long as the session can (its absolute limit); the server ends it sooner when idle. */
export function setSessionCookie(context: CookieContext, token: string, expiresAt?: Date): void {
  const maxAgeMs = expiresAt ? cookieMaxAgeMs(expiresAt) : absoluteSessionLimitMs;
  setCookie(context, sessionCookieName, token, maxAgeMs);
}

export function setPendingCookie(context: CookieContext, ticket: string): void {
  setCookie(context, pendingCookieName, ticket, pendingLifetimeMs);
}

export function clearCookie(context: CookieContext, name: string): void {
  setCookie(context, name, '', 0);
}

export function pendingTicketOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  return readCookie(request, pendingCookieName);
}

const bearerPattern = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

/** The session token of a request: `Authorization: Bearer <token>` (the apps) or else the `session` cookie. */
export function sessionTokenOf(request: Pick<FastifyRequest, 'headers' | 'sessionCookieName'>): string | null {
  const authorization = request.headers.authorization;
  if (authorization) return bearerPattern.exec(authorization.trim())?.[1] ?? null;
  return readCookie(request, request.sessionCookieName ?? sessionCookieName);
}
