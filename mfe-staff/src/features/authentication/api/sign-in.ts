import { useMutation } from '@apollo/client/react';
import { StaffConsoleSignInDocument } from './sign-in.generated';
import { staffViewerQuery } from '../../../api/get-staff-viewer';

export const staffSignInMutation = StaffConsoleSignInDocument;

/** Signs in, then reads the viewer again so the console's frame knows who it is. */
export function useStaffSignIn() {
  return useMutation(staffSignInMutation, { refetchQueries: [{ query: staffViewerQuery }] });
}
