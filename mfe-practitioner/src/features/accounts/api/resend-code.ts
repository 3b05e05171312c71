import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export interface ResendCodeData {
  resendCode: { email: string; resendAvailableInSeconds: number; expiresInSeconds: number };
}

export const resendCodeMutation: TypedDocumentNode<ResendCodeData, Record<string, never>> = gql`
  mutation ResendCode {
    resendCode {
      email
      resendAvailableInSeconds
      expiresInSeconds
    }
  }
`;

export function useResendCode() {
  return useMutation(resendCodeMutation);
}
