import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export type NewsletterStatus = 'SUBSCRIBED' | 'UNSUBSCRIBED';

export interface NewsletterSubscription {
  status: NewsletterStatus;
  locale: 'AR' | 'EN';
}

export interface NewsletterSubscriptionData {
  newsletterSubscription: NewsletterSubscription | null;
}

export const newsletterSubscriptionQuery: TypedDocumentNode<NewsletterSubscriptionData, { token: string }> = gql`
  query NewsletterSubscription($token: String!) {
    newsletterSubscription(token: $token) {
      status
      locale
    }
  }
`;

/** The subscription a personal unsubscribe link belongs to (null for an unknown link). */
export function useNewsletterSubscription(token: string | null) {
  return useQuery(newsletterSubscriptionQuery, {
    variables: { token: token ?? '' },
    skip: !token,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
}
