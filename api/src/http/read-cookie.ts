import type { FastifyRequest } from 'fastify';

// Tokens and tickets are base64url, so neither parsing nor writing a cookie needs any encoding.
const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/** The value of one cookie of the request, if it looks like one of our tokens (sessions, tickets). */
export function readCookie(request: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (tokenPattern.test(value)) return value;
  }
  return null;
}
