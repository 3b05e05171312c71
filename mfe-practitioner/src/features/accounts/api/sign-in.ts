import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export type SignInDestination = 'APPLICATION' | 'STATUS';

export interface SignInVariables {
  input: { email: string; password: string };
}

export interface SignInData {
  signIn: {
    status: 'SIGNED_IN' | 'CONFIRMATION_REQUIRED';
    destination: SignInDestination | null;
    pendingConfirmation: { email: string } | null;
  };
}

export const signInMutation: TypedDocumentNode<SignInData, SignInVariables> = gql`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      status
      destination
      pendingConfirmation {
        email
      }
    }
  }
`;

export function useSignIn() {
  return useMutation(signInMutation);
}

/** Where a practitioner continues when no page sent them to sign in. */
export function destinationPath(destination: SignInDestination | null): string {
  return destination === 'STATUS' ? '/auth/status' : '/auth/application';
}
