import { useMutation } from '@apollo/client/react';
import { StaffConsoleDisableMemberDocument } from './disable-staff-member.generated';

export const disableStaffMemberMutation = StaffConsoleDisableMemberDocument;

/** Their sessions end at once and they cannot sign in; the answer updates the member in the list. */
export function useDisableStaffMember() {
  return useMutation(disableStaffMemberMutation);
}
