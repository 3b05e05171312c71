import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface FieldFailure {
  /** Dotted path of the input field, e.g. 'email' or 'education.0.institution'. */
  path: string;
  /** An i18n key of the `validation` namespace. */
  code: string;
}

export type Failure =
  | { kind: 'fields'; fields: FieldFailure[] }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unauthenticated' }
  | { kind: 'forbidden' }
  /** Known business error with its own message key in the `errors` namespace of the shell. */
  | { kind: 'known'; code: string }
  | { kind: 'general' };

/**
 * Reads any failure of a GraphQL call (SPEC §8: not ok, errors, or no data are all failures) into what the
 * page shows: field errors beside fields, otherwise 'An error occurred, please try again'.
 */
export function toFailure(error: unknown): Failure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'general' };
  for (const graphQLError of error.errors) {
    const extensions = (graphQLError.extensions ?? {}) as Record<string, unknown>;
    switch (extensions.code) {
      case 'BAD_USER_INPUT':
        if (Array.isArray(extensions.fields) && extensions.fields.length > 0) {
          return { kind: 'fields', fields: extensions.fields as FieldFailure[] };
        }
        break;
      case 'RATE_LIMITED':
        return { kind: 'rate-limited', retryAfterSeconds: Number(extensions.retryAfterSeconds ?? 60) };
      case 'UNAUTHENTICATED':
        return { kind: 'unauthenticated' };
      case 'FORBIDDEN':
        return { kind: 'forbidden' };
      default:
        if (typeof extensions.code === 'string' && extensions.code.startsWith('APP_')) {
          return { kind: 'known', code: extensions.code };
        }
    }
  }
  return { kind: 'general' };
}
