import { useMutation } from '@apollo/client/react';
import { SetNewPasswordDocument } from './set-new-password.generated';

export function useSetNewPassword() {
  return useMutation(SetNewPasswordDocument);
}
