import { useMutation } from '@apollo/client/react';
import { StaffConsoleCompleteSetupDocument } from './complete-setup.generated';

export const staffCompleteSetupMutation = StaffConsoleCompleteSetupDocument;

export function useCompleteSetup() {
  return useMutation(staffCompleteSetupMutation);
}
