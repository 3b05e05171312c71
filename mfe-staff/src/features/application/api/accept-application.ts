import { useMutation } from '@apollo/client/react';
import { StaffConsoleAcceptDocument } from './accept-application.generated';

export const acceptMutation = StaffConsoleAcceptDocument;

export function useAcceptApplication() {
  return useMutation(acceptMutation);
}
