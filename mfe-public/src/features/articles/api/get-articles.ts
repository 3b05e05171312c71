import { useQuery } from '@apollo/client/react';
import { toSchemaEnum } from '@sakina/shared/graphql';
import { kindValue, type ArticleKind } from '../utils/article-kind';
import type { ArticleListState } from '../utils/article-list-state';
import { ArticleListDocument, type ArticleListQueryVariables } from './get-articles.generated';

export const articlesPageSize = 10;

export function articlesVariables(kind: ArticleKind, state: ArticleListState): ArticleListQueryVariables {
  return {
    kind: kindValue[kind],
    search: state.search || null,
    tag: state.tag,
    sort: toSchemaEnum(state.sort),
    page: state.page,
    pageSize: articlesPageSize,
  };
}

/** One page of blog or news articles for the view held in the URL. */
export function useArticles(kind: ArticleKind, state: ArticleListState) {
  return useQuery(ArticleListDocument, {
    variables: articlesVariables(kind, state),
    notifyOnNetworkStatusChange: true,
  });
}
