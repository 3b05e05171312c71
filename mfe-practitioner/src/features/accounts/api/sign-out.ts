import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export interface SignOutData {
  signOut: boolean;
}

export const signOutMutation: TypedDocumentNode<SignOutData, Record<string, never>> = gql`
  mutation SignOut {
    signOut
  }
`;

export function useSignOut() {
  return useMutation(signOutMutation);
}
