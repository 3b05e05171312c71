import { useMutation } from '@apollo/client/react';
import { SignOutDocument } from './sign-out.generated';

export function useSignOut() {
  return useMutation(SignOutDocument);
}
