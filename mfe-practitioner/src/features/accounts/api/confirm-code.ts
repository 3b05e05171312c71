import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { CodePurpose } from './pending-confirmation';
import type { SignInDestination } from './sign-in';

export interface ConfirmCodeVariables {
  input: { code: string };
}

export interface ConfirmCodeData {
  confirmCode: { purpose: CodePurpose; destination: SignInDestination | null };
}

export const confirmCodeMutation: TypedDocumentNode<ConfirmCodeData, ConfirmCodeVariables> = gql`
  mutation ConfirmCode($input: ConfirmCodeInput!) {
    confirmCode(input: $input) {
      purpose
      destination
    }
  }
`;

export function useConfirmCode() {
  return useMutation(confirmCodeMutation);
}
