import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Codes the console explains in words of its own (the API's staff-errors.ts holds the same text). */
export const knownStaffErrors = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'STAFF_INVALID_CREDENTIALS',
  'STAFF_SETUP_LINK_INVALID',
  'STAFF_TOTP_INCORRECT',
  'STAFF_EMAIL_TAKEN',
  'STAFF_VERSION_CONFLICT',
  'STAFF_MEMBER_CONFLICT',
  'STAFF_LAST_ADMIN',
  'STAFF_CLAIMED_BY_OTHER',
  'STAFF_OWN_APPLICATION',
  'STAFF_CLAIM_REQUIRED',
  'STAFF_CONTENT_CONFLICT',
  'STAFF_STATE_INVALID',
  'STAFF_APPROVAL_REQUIRED',
  'STAFF_LISTING_PRICE_REQUIRED',
  'STAFF_LISTING_REGISTRATION_EXPIRED',
  'STAFF_TOKEN_SCOPE_MISSING',
  'STAFF_TOKEN_SCOPE_NOT_ALLOWED',
  'APP_APPLICATION_NOT_SUBMITTED',
  'NOT_FOUND',
  'RATE_LIMITED',
] as const;

export interface StaffFailure {
  /** A key of the `errors` group of this remote's namespace. */
  code: (typeof knownStaffErrors)[number] | 'GENERAL';
  /** BAD_USER_INPUT: the fields and their validation codes. */
  fields: { path: string; code: string }[];
}

/** Reads a failed staff call into the message the page shows (anything unknown is the general one). */
export function staffFailure(error: unknown): StaffFailure {
  if (!CombinedGraphQLErrors.is(error)) return { code: 'GENERAL', fields: [] };
  for (const graphQLError of error.errors) {
    const extensions = (graphQLError.extensions ?? {}) as { code?: string; fields?: unknown };
    if (extensions.code === 'BAD_USER_INPUT' && Array.isArray(extensions.fields)) {
      return { code: 'GENERAL', fields: extensions.fields as StaffFailure['fields'] };
    }
    const known = knownStaffErrors.find((code) => code === extensions.code);
    if (known) return { code: known, fields: [] };
  }
  return { code: 'GENERAL', fields: [] };
}
