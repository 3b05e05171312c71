import { useQuery } from '@apollo/client/react';
import { StaffConsoleInboxItemDocument, type StaffConsoleInboxItemQuery } from './get-inbox-item.generated';

/** A contact message or business request in the team's inbox, with all it says. */
export type InboxItem = NonNullable<StaffConsoleInboxItemQuery['staffInboxItem']>;

export const inboxItemQuery = StaffConsoleInboxItemDocument;

/** One message or request by the reference its sender was told (C-000012). */
export function useInboxItem(reference: string) {
  return useQuery(inboxItemQuery, { fetchPolicy: 'network-only', variables: { reference } });
}
