import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument } from './request-password-reset.generated';

export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetDocument);
}
