import { useMutation } from '@apollo/client/react';
import { ResubscribeNewsletterDocument } from './resubscribe-newsletter.generated';

export function useResubscribeNewsletter() {
  return useMutation(ResubscribeNewsletterDocument);
}
