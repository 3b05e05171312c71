import { useQuery } from '@apollo/client/react';
import { StaffConsoleInboxDocument, type StaffConsoleInboxQuery } from './get-inbox.generated';
import type { InboxFilters } from '../../../state/staff-store';
import type { InboxState } from '../../../types/api';

/** The states an item moves through, in order. */
/** A contact message or business request in the team's inbox. */
export type InboxItem = StaffConsoleInboxQuery['staffInbox']['items'][number];

export const inboxStates: InboxState[] = ['NEW', 'IN_PROGRESS', 'DONE'];

export const inboxQuery = StaffConsoleInboxDocument;

/** The page of the inbox the applied filters ask for (an empty filter is no filter). */
export function useInbox(filters: InboxFilters) {
  return useQuery(inboxQuery, {
    fetchPolicy: 'network-only',
    variables: {
      filter: {
        kind: filters.kind || null,
        state: filters.state || null,
        reason: filters.reason || null,
        page: filters.page,
      },
    },
  });
}
