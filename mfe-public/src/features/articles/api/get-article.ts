import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { kindValue, type ArticleKind, type ArticleKindValue } from '../utils/article-kind';
import { articleDetailFields, type ArticleDetail, type ArticleSummary } from './article-fields';

/** One more than shown, so the list still has enough once the article itself is left out. */
export const latestCount = 4;

export interface ArticleData {
  article: ArticleDetail | null;
  latest: { items: ArticleSummary[] };
}

export const articleQuery: TypedDocumentNode<ArticleData, { kind: ArticleKindValue; id: string }> = gql`
  query ArticleView($kind: ArticleKind!, $id: ID!) {
    article(kind: $kind, id: $id) {
      ...ArticleDetailFields
    }
    latest: articles(kind: $kind, pageSize: ${latestCount}) {
      items {
        ...ArticleSummaryFields
      }
    }
  }
  ${articleDetailFields}
`;

/** A blog or news article by its id (slug), with its related articles and the latest ones of its kind. */
export function useArticle(kind: ArticleKind, id: string) {
  return useQuery(articleQuery, { variables: { kind: kindValue[kind], id }, notifyOnNetworkStatusChange: true });
}

/** An article into the shared cache, ahead of a visit (what `useArticle` then reads). */
export function preloadArticle(client: ApolloClient, kind: ArticleKind, id: string) {
  return client.query({ query: articleQuery, variables: { kind: kindValue[kind], id } });
}
