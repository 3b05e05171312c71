import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { PendingConfirmation } from './pending-confirmation';

export interface RequestPasswordResetVariables {
  input: { email: string };
}

export interface RequestPasswordResetData {
  requestPasswordReset: PendingConfirmation;
}

export const requestPasswordResetMutation: TypedDocumentNode<RequestPasswordResetData, RequestPasswordResetVariables> =
  gql`
    mutation RequestPasswordReset($input: ForgetPasswordInput!) {
      requestPasswordReset(input: $input) {
        email
        purpose
        resendAvailableInSeconds
        expiresInSeconds
      }
    }
  `;

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutation);
}
