import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { staffViewerQuery, type StaffViewer } from '../../../api/get-staff-viewer';

export const staffSignInMutation: TypedDocumentNode<
  { staffSignIn: StaffViewer },
  { input: { email: string; password: string; code: string } }
> = gql`
  mutation StaffConsoleSignIn($input: StaffSignInInput!) {
    staffSignIn(input: $input) {
      id
      email
      role
      permissions
    }
  }
`;

/** Signs in, then reads the viewer again so the console's frame knows who it is. */
export function useStaffSignIn() {
  return useMutation(staffSignInMutation, { refetchQueries: [{ query: staffViewerQuery }] });
}
