import { useMutation } from '@apollo/client/react';
import { StaffConsoleRejectDocument } from './reject-application.generated';

export const rejectMutation = StaffConsoleRejectDocument;

export function useRejectApplication() {
  return useMutation(rejectMutation);
}
