import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { kindValue, type ArticleKind } from '../utils/article-kind';
import { ArticleViewDocument } from './get-article.generated';

/** A blog or news article by its id (slug), with its related articles and the latest ones of its kind. */
export function useArticle(kind: ArticleKind, id: string) {
  return useQuery(ArticleViewDocument, { variables: { kind: kindValue[kind], id }, notifyOnNetworkStatusChange: true });
}

/** An article into the shared cache, ahead of a visit (what `useArticle` then reads). */
export function preloadArticle(client: ApolloClient, kind: ArticleKind, id: string) {
  return client.query({ query: ArticleViewDocument, variables: { kind: kindValue[kind], id } });
}
