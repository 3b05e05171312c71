import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export const staffCompleteSetupMutation: TypedDocumentNode<
  { staffCompleteSetup: { recoveryCodes: string[] } },
  { input: { token: string; password: string; passwordConfirmation: string; code: string } }
> = gql`
  mutation StaffConsoleCompleteSetup($input: StaffCompleteSetupInput!) {
    staffCompleteSetup(input: $input) {
      recoveryCodes
    }
  }
`;

export function useCompleteSetup() {
  return useMutation(staffCompleteSetupMutation);
}
