import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { DecidedVersion } from './decided-version';

export const rejectMutation: TypedDocumentNode<
  { staffRejectApplication: DecidedVersion },
  { id: string; version: string; reason: string; note: string | null }
> = gql`
  mutation StaffConsoleReject($id: ID!, $version: String!, $reason: RejectionReasonCode!, $note: String) {
    staffRejectApplication(id: $id, version: $version, reason: $reason, note: $note) {
      id
      version
    }
  }
`;

export function useRejectApplication() {
  return useMutation(rejectMutation);
}
