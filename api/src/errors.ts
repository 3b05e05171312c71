import { toFieldErrors, type FieldError, type ValidationIssue } from '@sakina/shared/validation';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/**
 * The error shapes clients read from `extensions.code`:
 * - BAD_USER_INPUT with `fields: [{ path, code }]`, where code is a key of the `validation` i18n namespace;
 * - RATE_LIMITED with `retryAfterSeconds`;
 * - QUERY_LIMIT_EXCEEDED with `limit` (depth, aliases, tokens, cost, directives, nesting): refused before running;
 * - FORBIDDEN_ORIGIN: a mutation from another site's page;
 * - anything unexpected is logged and masked as 'Unexpected error.' (INTERNAL_SERVER_ERROR).
 */
export function badUserInput(fields: FieldError[]): GraphQLError {
  return new GraphQLError('Invalid input.', { extensions: { code: 'BAD_USER_INPUT', fields } });
}

/** Field paths as the forms name them: a mutation's single `input` argument is not part of the path. */
export function fieldErrorsOf(issues: ReadonlyArray<ValidationIssue>): FieldError[] {
  return toFieldErrors(issues).map((field) => ({ ...field, path: field.path.replace(/^input(\.|$)/, '') }));
}

/** A lone half of a surrogate pair: text no keyboard types and no database stores (jsonb refuses it). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The fields of an input whose text is not well-formed Unicode, found before any schema or database sees it. */
function illFormedTextFields(value: unknown, path: ReadonlyArray<string> = []): FieldError[] {
  if (typeof value === 'string') {
    return loneSurrogate.test(value)
      ? [{ path: path.join('.').replace(/^input(\.|$)/, ''), code: 'text_invalid' }]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => illFormedTextFields(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => illFormedTextFields(item, [...path, key]));
  }
  return [];
}

function refuseIllFormedText(value: unknown): void {
  const fields = illFormedTextFields(value);
  if (fields.length > 0) throw badUserInput(fields);
}

/** Parses `value` with a shared zod schema, or throws BAD_USER_INPUT naming the fields. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  refuseIllFormedText(value);
  const result = schema.safeParse(value);
  if (!result.success) throw badUserInput(fieldErrorsOf(result.error.issues as ValidationIssue[]));
  return result.data;
}

/** parseInput for schemas with an asynchronous check (the breached-password list). */
export async function parseInputAsync<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): Promise<z.output<Schema>> {
  refuseIllFormedText(value);
  const result = await schema.safeParseAsync(value);
  if (!result.success) throw badUserInput(fieldErrorsOf(result.error.issues as ValidationIssue[]));
  return result.data;
}

export function rateLimited(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError('Too many requests.', { extensions: { code: 'RATE_LIMITED', retryAfterSeconds } });
}
