import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export type CodePurpose = 'CONFIRM_EMAIL' | 'RESET_PASSWORD';

export interface PendingConfirmation {
  email: string;
  purpose: CodePurpose;
  resendAvailableInSeconds: number;
  expiresInSeconds: number;
}

export interface PendingConfirmationData {
  pendingConfirmation: PendingConfirmation | null;
}

export const pendingConfirmationQuery: TypedDocumentNode<PendingConfirmationData, Record<string, never>> = gql`
  query PendingConfirmation {
    pendingConfirmation {
      email
      purpose
      resendAvailableInSeconds
      expiresInSeconds
    }
  }
`;

/** The code this browser waits to enter (its ticket is an httpOnly cookie), or null. */
export function usePendingConfirmation() {
  return useQuery(pendingConfirmationQuery, { fetchPolicy: 'network-only' });
}
