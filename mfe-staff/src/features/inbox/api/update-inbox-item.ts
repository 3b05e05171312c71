import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { InboxKind, InboxState } from '../../../types/api';
import type { InboxItem } from './get-inbox';

export const updateInboxItemMutation: TypedDocumentNode<
  { staffUpdateInboxItem: Pick<InboxItem, 'kind' | 'recordId' | 'state' | 'note' | 'holder'> },
  { input: { kind: InboxKind; recordId: number; state?: InboxState; hold?: boolean; note?: string } }
> = gql`
  mutation StaffConsoleUpdateInboxItem($input: InboxItemUpdate!) {
    staffUpdateInboxItem(input: $input) {
      kind
      recordId
      state
      note
      holder {
        id
        email
      }
    }
  }
`;

/** Saves an item's state, note or holder, then reads the inbox again (the item may leave the filtered list). */
export function useUpdateInboxItem() {
  return useMutation(updateInboxItemMutation, { refetchQueries: ['StaffConsoleInbox'] });
}
