import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { kindValue, type ArticleKind, type ArticleKindValue } from '../utils/article-kind';
import { articleDetailFields, type ArticleDetail, type ArticleSummary } from './article-fields';
import { latestCount } from './get-article';

export interface LatestArticleData {
  latestArticle: ArticleDetail | null;
  latest: { items: ArticleSummary[] };
}

export const latestArticleQuery: TypedDocumentNode<LatestArticleData, { kind: ArticleKindValue }> = gql`
  query LatestArticleView($kind: ArticleKind!) {
    latestArticle(kind: $kind) {
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

/** The newest article of a kind (the /news/single page), with its related and the next latest ones. */
export function useLatestArticle(kind: ArticleKind) {
  return useQuery(latestArticleQuery, { variables: { kind: kindValue[kind] }, notifyOnNetworkStatusChange: true });
}
