import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export const subscribeNewsletterMutation: TypedDocumentNode<{ subscribeNewsletter: boolean }, { email: string }> = gql`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email)
  }
`;

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutation);
}
