import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

type Localized = { ar: string; en: string };

export interface TopPractitioner {
  id: string;
  category: 'PHYSICIAN' | 'PSYCHOTHERAPIST' | 'THERAPIST';
  name: Localized;
  title: Localized;
  rating: number;
  ratingCount: number;
  priceSar: number;
  classified: boolean;
  photoUrl: string | null;
}

export interface TopPractitionersData {
  practitioners: { items: TopPractitioner[] };
}

export const topPractitionersQuery: TypedDocumentNode<TopPractitionersData, Record<string, never>> = gql`
  query HomeTopPractitioners {
    practitioners(page: 1, pageSize: 4, sort: HIGHEST_RATED) {
      items {
        id
        category
        name {
          ar
          en
        }
        title {
          ar
          en
        }
        rating
        ratingCount
        priceSar
        classified
        photoUrl
      }
    }
  }
`;

/** The four highest-rated practitioners, for the home page teaser. */
export function useTopPractitioners() {
  return useQuery(topPractitionersQuery, { notifyOnNetworkStatusChange: true });
}

/** The teaser's practitioners into the shared cache, ahead of a visit (what `useTopPractitioners` then reads). */
export function preloadTopPractitioners(client: ApolloClient) {
  return client.query({ query: topPractitionersQuery });
}
