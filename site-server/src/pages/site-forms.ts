import type { FastifyRequest } from 'fastify';
import { isAllowedFormPost, type AppConfig } from '@sakina/api';

/**
 * The site's policy for requests that change something or carry what a visitor typed: the API's for forms posted
 * without scripts (isAllowedFormPost: `Origin: null` under `Referrer-Policy: no-referrer` needs Sec-Fetch-Site
 * same-origin), shared with its own form routes (the data export).
 */
export function isFromThisSite(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): boolean {
  return isAllowedFormPost(request, config);
}

/** A form's body as one value a name (the first), read in an encapsulated scope that takes small forms only. */
export function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}
