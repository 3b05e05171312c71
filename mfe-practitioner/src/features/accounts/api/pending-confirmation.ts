import { useQuery } from '@apollo/client/react';
import { PendingConfirmationDocument } from './pending-confirmation.generated';

/** The code this browser waits to enter (its ticket is an httpOnly cookie), or null. */
export function usePendingConfirmation() {
  return useQuery(PendingConfirmationDocument, { fetchPolicy: 'network-only' });
}
