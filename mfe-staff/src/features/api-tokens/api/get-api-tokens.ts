import { useQuery } from '@apollo/client/react';
import { StaffConsoleApiTokensDocument, type StaffConsoleApiTokensQuery } from './get-api-tokens.generated';

/** A live token as the tokens page lists it (never its secret). */
export type StaffApiToken = StaffConsoleApiTokensQuery['staffApiTokens'][number];

export function useStaffApiTokens() {
  return useQuery(StaffConsoleApiTokensDocument, { fetchPolicy: 'network-only' });
}
