import { useMutation } from '@apollo/client/react';
import { SubscribeNewsletterDocument } from './subscribe-newsletter.generated';

export function useSubscribeNewsletter() {
  return useMutation(SubscribeNewsletterDocument);
}
