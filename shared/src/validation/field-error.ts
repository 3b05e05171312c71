import type { ZodError } from 'zod';

/** One invalid input field: `code` is a key of the `validation` i18n namespace. */
export interface FieldError {
  /** Dotted path of the input field, e.g. 'email' or 'education.0.institution'. */
  path: string;
  code: string;
}

/** The parts of a zod (or Standard Schema) issue this module reads. */
export interface ValidationIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
  readonly code?: string;
  readonly origin?: string;
  readonly format?: string;
  readonly input?: unknown;
}

const messageKeyPattern = /^[a-z][a-z0-9_]*$/;

/** Falls back to a generic key when a schema did not name one with its own message. */
function codeOf(issue: ValidationIssue): string {
  if (messageKeyPattern.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return 'text_too_short';
      if (issue.origin === 'array' || issue.origin === 'set') return 'required';
      return 'number_too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'text_too_long';
      if (issue.origin === 'array' || issue.origin === 'set') return 'too_many';
      return 'number_too_large';
    case 'invalid_format':
      if (issue.format === 'email') return 'email_invalid';
      if (issue.format === 'url') return 'url_invalid';
      return 'invalid';
    case 'invalid_value':
      return 'option_invalid';
    default:
      return 'invalid';
  }
}

export function issuePath(path: ValidationIssue['path']): string {
  return (path ?? [])
    .map((segment) => (typeof segment === 'object' && segment !== null ? segment.key : segment))
    .map(String)
    .join('.');
}

/** Turns zod issues into one error per field (the first issue of each field wins), in issue order. */
export function toFieldErrors(source: ZodError | ReadonlyArray<ValidationIssue>): FieldError[] {
  const issues: ReadonlyArray<ValidationIssue> = 'issues' in source ? (source.issues as ValidationIssue[]) : source;
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const path = issuePath(issue.path);
    if (seen.has(path)) continue;
    seen.add(path);
    fields.push({ path, code: codeOf(issue) });
  }
  return fields;
}
