import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { NewsletterSubscription } from './get-newsletter-subscription';

export const unsubscribeNewsletterMutation: TypedDocumentNode<
  { unsubscribeNewsletter: NewsletterSubscription },
  { token: string }
> = gql`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      status
      locale
    }
  }
`;

export function useUnsubscribeNewsletter() {
  return useMutation(unsubscribeNewsletterMutation);
}
