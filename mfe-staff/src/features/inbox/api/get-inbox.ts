import { useQuery } from '@apollo/client/react';
import { StaffConsoleInboxDocument, type StaffConsoleInboxQuery } from './get-inbox.generated';
import type { InboxListQuery } from '../utils/inbox-list-query';
import type { InboxState } from '../../../types/api';

/** A row of the inbox's list: what it is, from whom, when, and where it stands. */
export type InboxRow = StaffConsoleInboxQuery['staffInbox']['items'][number];

/** The states an item moves through, in order. */
export const inboxStates: InboxState[] = ['NEW', 'IN_PROGRESS', 'DONE'];

export const inboxPageSize = 20;

export const inboxQuery = StaffConsoleInboxDocument;

/** The page of the inbox the list's address asks for, newest first. */
export function useInbox({ kind, state, reason, page }: InboxListQuery) {
  return useQuery(inboxQuery, {
    fetchPolicy: 'network-only',
    variables: { filter: { kind, state, reason, page } },
  });
}
