import { useMutation } from '@apollo/client/react';
import { UnsubscribeNewsletterDocument } from './unsubscribe-newsletter.generated';

export function useUnsubscribeNewsletter() {
  return useMutation(UnsubscribeNewsletterDocument);
}
