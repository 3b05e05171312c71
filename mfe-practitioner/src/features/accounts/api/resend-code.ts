import { useMutation } from '@apollo/client/react';
import { ResendCodeDocument } from './resend-code.generated';

export function useResendCode() {
  return useMutation(ResendCodeDocument);
}
