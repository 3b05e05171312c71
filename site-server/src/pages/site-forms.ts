import type { FastifyRequest } from 'fastify';
import { isAllowedOrigin, type AppConfig } from '@sakina/api';

/**
 * The site's policy for requests that change something or carry what a visitor typed (isAllowedOrigin), and one
 * more case: under the site's `Referrer-Policy: no-referrer` a browser posts a form with `Origin: null`, so
 * Sec-Fetch-Site must say same-origin.
 */
export function isFromThisSite(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): boolean {
  if (request.headers.origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  return isAllowedOrigin(request, config);
}

/** A form's body as one value a name (the first), read in an encapsulated scope that takes small forms only. */
export function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}
