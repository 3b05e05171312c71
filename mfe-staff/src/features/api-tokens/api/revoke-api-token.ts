import { useMutation } from '@apollo/client/react';
import { StaffConsoleRevokeApiTokenDocument } from './revoke-api-token.generated';

/** Ends a token at once, then reads the list again (a revoked token leaves it). */
export function useRevokeStaffApiToken() {
  return useMutation(StaffConsoleRevokeApiTokenDocument, { refetchQueries: ['StaffConsoleApiTokens'] });
}
