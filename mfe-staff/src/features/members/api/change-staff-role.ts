import { useMutation } from '@apollo/client/react';
import { StaffConsoleChangeMemberRoleDocument } from './change-staff-role.generated';

export const changeStaffRoleMutation = StaffConsoleChangeMemberRoleDocument;

/** The new role applies from the member's next request; the answer updates the member in the list. */
export function useChangeStaffRole() {
  return useMutation(changeStaffRoleMutation);
}
