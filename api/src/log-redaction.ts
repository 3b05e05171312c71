import type { LoggerOptions } from 'pino';

/**
 * Log lines carry no personal data: no query-string values (unsubscribe tokens, searches), no addresses, no
 * cookies or tokens, and no error text a database wrote (drizzle puts every bound value, national IDs and
 * IBANs included, in its messages; PostgreSQL repeats values in `detail`).
 */

const emailPattern = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/** Keeps a URL's path and the names of its query parameters, never their values. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, queryStart)}?${names.join('&')}`;
}

export function redactEmails(text: string): string {
  return text.replace(emailPattern, '[email]');
}

interface SerializedError {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  stack?: string;
  cause?: SerializedError;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    'params' in error ||
    'severity' in error ||
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) ||
    error.constructor?.name === 'DrizzleQueryError'
  );
}

/** Name, SQLSTATE, constraint and call stack; the message only when no database wrote it, and without emails. */
export function serializeError(value: unknown, depth = 0): SerializedError | unknown {
  if (!(value instanceof Error)) return value;
  const error = value as Error & Record<string, unknown>;
  const database = isDatabaseError(error);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const serialized: SerializedError = { type: error.constructor?.name ?? 'Error' };
  if (!database) serialized.message = redactEmails(error.message);
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    if (typeof error[key] === 'string') serialized[key] = error[key] as string;
  }
  // drizzle's query text holds placeholders ($1), never values.
  if (typeof error.query === 'string') serialized.query = error.query;
  if (frames) serialized.stack = frames;
  if (error.cause instanceof Error && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1) as SerializedError;
  return serialized;
}

interface RequestLike {
  method?: string;
  url?: string;
  id?: unknown;
}

export const logRedaction: Pick<LoggerOptions, 'redact' | 'serializers' | 'hooks'> = {
  hooks: {
    // A message never names an address, whoever wrote it.
    logMethod(parts, method) {
      return method.apply(
        this,
        parts.map((part) => (typeof part === 'string' ? redactEmails(part) : part)) as Parameters<typeof method>,
      );
    },
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      ...['password', 'token', 'email', 'to'].flatMap((key) => [key, `*.${key}`]),
    ],
    censor: '[redacted]',
  },
  serializers: {
    err: serializeError,
    error: serializeError,
    req: (request: RequestLike) => ({
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
    }),
  },
};
