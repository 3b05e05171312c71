import { GraphQLError } from 'graphql';

/**
 * Errors that say the database cannot be reached right now (a restart, a terminated connection), as opposed
 * to a statement it refused: the request may be sent again once it is back.
 */
const unavailableErrnoCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: shutdown, starting up). */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-4]$/.test(code);
}

const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error as `cause`; AggregateError (several addresses refused) holds `errors`.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const details = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof details.code === 'string') {
      if (unavailableErrnoCodes.has(details.code) || isUnavailableSqlState(details.code)) return true;
    }
    if (
      typeof details.message === 'string' &&
      unavailableMessages.some((text) => details.message === text || (details.message as string).startsWith(text))
    ) {
      return true;
    }
    if (Array.isArray(details.errors) && details.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = details.cause;
  }
  return false;
}

/** Seconds a client waits before sending again: PostgreSQL usually restarts within a few. */
export const databaseRetryAfterSeconds = 5;

/** What a client gets while the database is unreachable: 503, DATABASE_UNAVAILABLE, retry after a few seconds. */
export function databaseUnavailable(): GraphQLError {
  return new GraphQLError('The database is unavailable for a moment; send the request again.', {
    extensions: {
      code: 'DATABASE_UNAVAILABLE',
      retryAfterSeconds: databaseRetryAfterSeconds,
      http: { status: 503, headers: { 'retry-after': String(databaseRetryAfterSeconds) } },
    },
  });
}
