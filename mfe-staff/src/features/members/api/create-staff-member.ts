import { useMutation } from '@apollo/client/react';
import { StaffConsoleCreateMemberDocument } from './create-staff-member.generated';

export const staffCreateMemberMutation = StaffConsoleCreateMemberDocument;

/** Adds a member, then reads the list again so the newcomer shows in it. */
export function useCreateStaffMember() {
  return useMutation(staffCreateMemberMutation, { refetchQueries: ['StaffConsoleMembers'] });
}
