import { useQuery } from '@apollo/client/react';
import { PendingPasswordResetDocument } from './pending-password-reset.generated';

/** The reset whose code this browser entered, or null: only then may a new password be set. */
export function usePendingPasswordReset() {
  return useQuery(PendingPasswordResetDocument, { fetchPolicy: 'network-only' });
}
