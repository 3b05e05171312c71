import { useMutation } from '@apollo/client/react';
import type { SignInDestination } from '@sakina/shared/graphql';
import { SignInDocument } from './sign-in.generated';

export function useSignIn() {
  return useMutation(SignInDocument);
}

/** Where a practitioner continues when no page sent them to sign in. */
export function destinationPath(destination: SignInDestination | null): string {
  return destination === 'STATUS' ? '/auth/status' : '/auth/application';
}
