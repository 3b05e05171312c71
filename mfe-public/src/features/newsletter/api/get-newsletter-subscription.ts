import { useQuery } from '@apollo/client/react';
import { NewsletterSubscriptionDocument } from './get-newsletter-subscription.generated';

/** The subscription a personal unsubscribe link belongs to (null for an unknown link). */
export function useNewsletterSubscription(token: string | null) {
  return useQuery(NewsletterSubscriptionDocument, {
    variables: { token: token ?? '' },
    skip: !token,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
}
