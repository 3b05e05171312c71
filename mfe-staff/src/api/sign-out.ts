import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export const staffSignOutMutation: TypedDocumentNode<{ staffSignOut: boolean }, Record<string, never>> = gql`
  mutation StaffConsoleSignOut {
    staffSignOut
  }
`;

export function useStaffSignOut() {
  return useMutation(staffSignOutMutation);
}
