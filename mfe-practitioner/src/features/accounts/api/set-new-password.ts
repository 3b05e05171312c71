import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export interface SetNewPasswordVariables {
  input: { password: string; passwordConfirmation: string };
}

export interface SetNewPasswordData {
  setNewPassword: boolean;
}

export const setNewPasswordMutation: TypedDocumentNode<SetNewPasswordData, SetNewPasswordVariables> = gql`
  mutation SetNewPassword($input: NewPasswordInput!) {
    setNewPassword(input: $input)
  }
`;

export function useSetNewPassword() {
  return useMutation(setNewPasswordMutation);
}
