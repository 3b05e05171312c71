import { useMutation } from '@apollo/client/react';
import { StaffConsoleReleaseDocument } from './release-application.generated';

export const releaseMutation = StaffConsoleReleaseDocument;

export function useReleaseApplication() {
  return useMutation(releaseMutation);
}
