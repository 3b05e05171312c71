import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { PendingConfirmation } from './pending-confirmation';

export interface RegisterVariables {
  input: { email: string; password: string; passwordConfirmation: string };
}

export interface RegisterData {
  register: PendingConfirmation;
}

export const registerMutation: TypedDocumentNode<RegisterData, RegisterVariables> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      email
      purpose
      resendAvailableInSeconds
      expiresInSeconds
    }
  }
`;

export function useRegister() {
  return useMutation(registerMutation);
}
