import { toFieldErrors, type FieldError, type ValidationIssue } from '@sakina/shared/validation';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/**
 * The error shapes clients read from `extensions.code`:
 * - BAD_USER_INPUT with `fields: [{ path, code }]`, where code is a key of the `validation` i18n namespace;
 * - RATE_LIMITED with `retryAfterSeconds`;
 * - QUERY_LIMIT_EXCEEDED with `limit` (depth, aliases, tokens, cost, directives, nesting): refused before running;
 * - FORBIDDEN_ORIGIN: a mutation from another site's page;
 * - DATABASE_UNAVAILABLE (HTTP 503, `retryAfterSeconds`): the database is restarting; the same request may be sent again;
 * - anything unexpected is logged and masked as 'Unexpected error.' (INTERNAL_SERVER_ERROR).
 */
export function badUserInput(fields: FieldError[]): GraphQLError {
  return new GraphQLError('Invalid input.', { extensions: { code: 'BAD_USER_INPUT', fields } });
}

/** A field's path as the forms name it: a mutation's single `input` argument is not part of the path. */
const formPath = (path: string) => path.replace(/^input(\.|$)/, '');

export function fieldErrorsOf(issues: ReadonlyArray<ValidationIssue>): FieldError[] {
  return toFieldErrors(issues).map((field) => ({ ...field, path: formPath(field.path) }));
}

/**
 * Characters no keyboard types and no database stores: NUL (PostgreSQL refuses it in text and jsonb), the other
 * control characters but tab and line breaks, and a lone half of a surrogate pair (jsonb refuses it).
 */
const unstorableText =
  // eslint-disable-next-line no-control-regex -- these control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The fields of an input holding such characters, found before any schema or database sees them. */
function unstorableTextFields(value: unknown, path: ReadonlyArray<string> = []): FieldError[] {
  if (typeof value === 'string') {
    return unstorableText.test(value) ? [{ path: formPath(path.join('.')), code: 'text_invalid' }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextFields(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => unstorableTextFields(item, [...path, key]));
  }
  return [];
}

function refuseUnstorableText(value: unknown): void {
  const fields = unstorableTextFields(value);
  if (fields.length > 0) throw badUserInput(fields);
}

/** Parses `value` with a shared zod schema, or throws BAD_USER_INPUT naming the fields. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  refuseUnstorableText(value);
  const result = schema.safeParse(value);
  if (!result.success) throw badUserInput(fieldErrorsOf(result.error.issues as ValidationIssue[]));
  return result.data;
}

/** parseInput for schemas with an asynchronous check (the breached-password list). */
export async function parseInputAsync<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): Promise<z.output<Schema>> {
  refuseUnstorableText(value);
  const result = await schema.safeParseAsync(value);
  if (!result.success) throw badUserInput(fieldErrorsOf(result.error.issues as ValidationIssue[]));
  return result.data;
}

export function rateLimited(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError('Too many requests.', { extensions: { code: 'RATE_LIMITED', retryAfterSeconds } });
}
