import { useMutation } from '@apollo/client/react';
import { StaffConsoleCreateApiTokenDocument } from './create-api-token.generated';

/** Makes a token (answered once), then reads the list again so it shows in it. */
export function useCreateStaffApiToken() {
  return useMutation(StaffConsoleCreateApiTokenDocument, { refetchQueries: ['StaffConsoleApiTokens'] });
}
