import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { StaffRole } from '../../../types/api';

export interface StaffSetup {
  email: string;
  role: StaffRole;
  totpUri: string;
  totpQrDataUrl: string;
  totpSecret: string;
}

export const staffBeginSetupMutation: TypedDocumentNode<{ staffBeginSetup: StaffSetup }, { token: string }> = gql`
  mutation StaffConsoleBeginSetup($token: String!) {
    staffBeginSetup(token: $token) {
      email
      role
      totpUri
      totpQrDataUrl
      totpSecret
    }
  }
`;

export function useBeginSetup() {
  return useMutation(staffBeginSetupMutation);
}
