import { useMutation } from '@apollo/client/react';
import { DeleteMyAccountDocument } from './delete-my-account.generated';

export function useDeleteMyAccount() {
  return useMutation(DeleteMyAccountDocument);
}
