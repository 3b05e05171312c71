import { useQuery } from '@apollo/client/react';
import { AccountViewerDocument } from './viewer.generated';

/** The signed-in account, or null. */
export function useAccountViewer() {
  return useQuery(AccountViewerDocument, { fetchPolicy: 'network-only' });
}
