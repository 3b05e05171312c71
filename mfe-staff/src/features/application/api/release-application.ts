import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { DecidedVersion } from './decided-version';

export const releaseMutation: TypedDocumentNode<{ staffReleaseApplication: DecidedVersion }, { id: string }> = gql`
  mutation StaffConsoleRelease($id: ID!) {
    staffReleaseApplication(id: $id) {
      id
      version
    }
  }
`;

export function useReleaseApplication() {
  return useMutation(releaseMutation);
}
