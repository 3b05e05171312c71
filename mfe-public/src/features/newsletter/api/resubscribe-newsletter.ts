import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { NewsletterSubscription } from './get-newsletter-subscription';

export const resubscribeNewsletterMutation: TypedDocumentNode<
  { resubscribeNewsletter: NewsletterSubscription },
  { token: string }
> = gql`
  mutation ResubscribeNewsletter($token: String!) {
    resubscribeNewsletter(token: $token) {
      status
      locale
    }
  }
`;

export function useResubscribeNewsletter() {
  return useMutation(resubscribeNewsletterMutation);
}
