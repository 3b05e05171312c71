import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { InboxFilters } from '../../../state/staff-store';
import type { Holder, InboxKind, InboxState } from '../../../types/api';

export interface InboxItem {
  kind: InboxKind;
  recordId: number;
  reference: string;
  receivedAt: string;
  state: InboxState;
  holder: Holder | null;
  note: string | null;
  contact: { name: string; email: string; phone: string; reason: string; subject: string; message: string } | null;
  business: {
    institutionName: string;
    beneficiaryCount: number;
    branchCount: number;
    employeeName: string;
    position: string;
    phone: string;
    email: string;
  } | null;
}

/** The states an item moves through, in order. */
export const inboxStates: InboxState[] = ['NEW', 'IN_PROGRESS', 'DONE'];

export interface InboxFilter {
  kind?: InboxKind | null;
  state?: InboxState | null;
  reason?: string | null;
  page?: number;
}

export const inboxQuery: TypedDocumentNode<
  { staffInbox: { items: InboxItem[]; total: number } },
  { filter: InboxFilter }
> = gql`
  query StaffConsoleInbox($filter: InboxFilter) {
    staffInbox(filter: $filter) {
      total
      items {
        kind
        recordId
        reference
        receivedAt
        state
        note
        holder {
          id
          email
        }
        contact {
          name
          email
          phone
          reason
          subject
          message
        }
        business {
          institutionName
          beneficiaryCount
          branchCount
          employeeName
          position
          phone
          email
        }
      }
    }
  }
`;

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
