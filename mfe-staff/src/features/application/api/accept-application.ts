import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { DecidedVersion } from './decided-version';

export const acceptMutation: TypedDocumentNode<
  { staffAcceptApplication: DecidedVersion },
  { id: string; version: string }
> = gql`
  mutation StaffConsoleAccept($id: ID!, $version: String!) {
    staffAcceptApplication(id: $id, version: $version) {
      id
      version
    }
  }
`;

export function useAcceptApplication() {
  return useMutation(acceptMutation);
}
