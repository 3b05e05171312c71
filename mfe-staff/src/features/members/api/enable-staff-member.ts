import { useMutation } from '@apollo/client/react';
import { StaffConsoleEnableMemberDocument } from './enable-staff-member.generated';

export const enableStaffMemberMutation = StaffConsoleEnableMemberDocument;

/** They sign in again with their own password and app; the answer updates the member in the list. */
export function useEnableStaffMember() {
  return useMutation(enableStaffMemberMutation);
}
