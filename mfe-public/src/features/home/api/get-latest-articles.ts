import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

type Localized = { ar: string; en: string };

export interface LatestArticle {
  id: string;
  title: Localized;
  summary: Localized;
  publishedOn: string;
}

export interface LatestArticlesData {
  articles: { items: LatestArticle[] };
}

export const latestArticlesQuery: TypedDocumentNode<LatestArticlesData, Record<string, never>> = gql`
  query HomeLatestArticles {
    articles(kind: BLOG, pageSize: 3) {
      items {
        id
        title {
          ar
          en
        }
        summary {
          ar
          en
        }
        publishedOn
      }
    }
  }
`;

/** The three newest blog articles, for the home page. */
export function useLatestArticles() {
  return useQuery(latestArticlesQuery, { notifyOnNetworkStatusChange: true });
}

/** The newest articles into the shared cache, ahead of a visit (what `useLatestArticles` then reads). */
export function preloadLatestArticles(client: ApolloClient) {
  return client.query({ query: latestArticlesQuery });
}
