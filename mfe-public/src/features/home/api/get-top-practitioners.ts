import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { HomeTopPractitionersDocument, type HomeTopPractitionersQuery } from './get-top-practitioners.generated';

export type TopPractitioner = HomeTopPractitionersQuery['practitioners']['items'][number];

/** The four highest-rated practitioners, for the home page teaser. */
export function useTopPractitioners() {
  return useQuery(HomeTopPractitionersDocument, { notifyOnNetworkStatusChange: true });
}

/** The teaser's practitioners into the shared cache, ahead of a visit (what `useTopPractitioners` then reads). */
export function preloadTopPractitioners(client: ApolloClient) {
  return client.query({ query: HomeTopPractitionersDocument });
}
