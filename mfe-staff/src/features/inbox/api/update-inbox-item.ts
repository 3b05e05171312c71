import { useMutation } from '@apollo/client/react';
import { StaffConsoleUpdateInboxItemDocument } from './update-inbox-item.generated';

export const updateInboxItemMutation = StaffConsoleUpdateInboxItemDocument;

/** Saves an item's state, note or holder, then reads the inbox again (the item may leave the filtered list). */
export function useUpdateInboxItem() {
  return useMutation(updateInboxItemMutation, { refetchQueries: ['StaffConsoleInbox'] });
}
