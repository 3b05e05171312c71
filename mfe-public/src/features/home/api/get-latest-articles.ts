import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { HomeLatestArticlesDocument, type HomeLatestArticlesQuery } from './get-latest-articles.generated';

export type LatestArticle = HomeLatestArticlesQuery['articles']['items'][number];

/** The three newest blog articles, for the home page. */
export function useLatestArticles() {
  return useQuery(HomeLatestArticlesDocument, { notifyOnNetworkStatusChange: true });
}

/** The newest articles into the shared cache, ahead of a visit (what `useLatestArticles` then reads). */
export function preloadLatestArticles(client: ApolloClient) {
  return client.query({ query: HomeLatestArticlesDocument });
}
