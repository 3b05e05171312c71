import { useMutation } from '@apollo/client/react';
import { StaffConsoleResetMemberDocument } from './reset-staff-member.generated';

export const resetStaffMemberMutation = StaffConsoleResetMemberDocument;

/** Clears the member's password and authenticator and answers their new one-time set-up link. */
export function useResetStaffMember() {
  return useMutation(resetStaffMemberMutation);
}
