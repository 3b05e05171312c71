import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { kindValue, type ArticleKind, type ArticleKindValue } from '../utils/article-kind';
import type { ArticleTag } from './article-fields';

export interface ArticleTagsData {
  tags: ArticleTag[];
}

export const articleTagsQuery: TypedDocumentNode<ArticleTagsData, { kind: ArticleKindValue }> = gql`
  query ArticleTags($kind: ArticleKind!) {
    tags(kind: $kind) {
      id
      name {
        ar
        en
      }
    }
  }
`;

/** The tags used by blog or news articles, for the tag filter. */
export function useArticleTags(kind: ArticleKind) {
  return useQuery(articleTagsQuery, { variables: { kind: kindValue[kind] } });
}
