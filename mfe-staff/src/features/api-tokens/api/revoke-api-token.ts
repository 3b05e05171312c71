import { useMutation } from '@apollo/client/react';
import { StaffConsoleRevokeApiTokenDocument } from './revoke-api-token.generated';

/** Ends a token at once and answers once the list was read again (a revoked token leaves it). */
export function useRevokeStaffApiToken() {
  return useMutation(StaffConsoleRevokeApiTokenDocument, {
    refetchQueries: ['StaffConsoleApiTokens'],
    awaitRefetchQueries: true,
  });
}
