import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { DecidedVersion } from './decided-version';

export const claimMutation: TypedDocumentNode<
  { staffClaimApplication: DecidedVersion },
  { id: string; version: string }
> = gql`
  mutation StaffConsoleClaim($id: ID!, $version: String!) {
    staffClaimApplication(id: $id, version: $version) {
      id
      version
    }
  }
`;

export function useClaimApplication() {
  return useMutation(claimMutation);
}
