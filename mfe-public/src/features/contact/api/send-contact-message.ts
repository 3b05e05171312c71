import { useMutation } from '@apollo/client/react';
import { SendContactMessageDocument } from './send-contact-message.generated';

export function useSendContactMessage() {
  return useMutation(SendContactMessageDocument);
}
