import { useMutation } from '@apollo/client/react';
import { RegisterDocument } from './register.generated';

export function useRegister() {
  return useMutation(RegisterDocument);
}
