import { useMutation } from '@apollo/client/react';
import { ConfirmCodeDocument } from './confirm-code.generated';

export function useConfirmCode() {
  return useMutation(ConfirmCodeDocument);
}
