import { useMutation } from '@apollo/client/react';
import { StaffConsoleSignOutDocument } from './sign-out.generated';

export const staffSignOutMutation = StaffConsoleSignOutDocument;

export function useStaffSignOut() {
  return useMutation(staffSignOutMutation);
}
