import { useMutation } from '@apollo/client/react';
import { StaffConsoleEndMemberSessionsDocument } from './end-staff-sessions.generated';

export const endStaffSessionsMutation = StaffConsoleEndMemberSessionsDocument;

/** Signs the member out everywhere; answers how many sessions ended. */
export function useEndStaffSessions() {
  return useMutation(endStaffSessionsMutation);
}
