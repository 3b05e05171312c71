import { useMutation } from '@apollo/client/react';
import { StaffConsoleUpdateInboxItemDocument } from './update-inbox-item.generated';

export const updateInboxItemMutation = StaffConsoleUpdateInboxItemDocument;

/** Saves an item's state, note or holder, then reads the item again (its state and holder as saved). */
export function useUpdateInboxItem() {
  return useMutation(updateInboxItemMutation, { refetchQueries: ['StaffConsoleInboxItem'] });
}
