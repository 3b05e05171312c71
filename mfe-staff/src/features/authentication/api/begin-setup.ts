import { useMutation } from '@apollo/client/react';
import { StaffConsoleBeginSetupDocument, type StaffConsoleBeginSetupMutation } from './begin-setup.generated';

/** What a set-up link opens: the account and its authenticator's secret. */
export type StaffSetup = StaffConsoleBeginSetupMutation['staffBeginSetup'];

export const staffBeginSetupMutation = StaffConsoleBeginSetupDocument;

export function useBeginSetup() {
  return useMutation(staffBeginSetupMutation);
}
