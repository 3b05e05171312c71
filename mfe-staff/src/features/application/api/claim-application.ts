import { useMutation } from '@apollo/client/react';
import { StaffConsoleClaimDocument } from './claim-application.generated';

export const claimMutation = StaffConsoleClaimDocument;

export function useClaimApplication() {
  return useMutation(claimMutation);
}
