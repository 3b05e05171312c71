import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export interface PendingPasswordResetData {
  pendingPasswordReset: { email: string } | null;
}

export const pendingPasswordResetQuery: TypedDocumentNode<PendingPasswordResetData, Record<string, never>> = gql`
  query PendingPasswordReset {
    pendingPasswordReset {
      email
    }
  }
`;

/** The reset whose code this browser entered, or null: only then may a new password be set. */
export function usePendingPasswordReset() {
  return useQuery(pendingPasswordResetQuery, { fetchPolicy: 'network-only' });
}
