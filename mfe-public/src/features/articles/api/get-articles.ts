import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { kindValue, type ArticleKind, type ArticleKindValue } from '../utils/article-kind';
import type { ArticleListState } from '../utils/article-list-state';
import { articleSummaryFields, type ArticleSummary } from './article-fields';

export const articlesPageSize = 10;

export interface ArticlesData {
  articles: { items: ArticleSummary[]; total: number; page: number; pageCount: number };
}

export interface ArticlesVariables {
  kind: ArticleKindValue;
  search: string | null;
  tag: string | null;
  sort: 'NEWEST' | 'OLDEST';
  page: number;
  pageSize: number;
}

export const articlesQuery: TypedDocumentNode<ArticlesData, ArticlesVariables> = gql`
  query ArticleList(
    $kind: ArticleKind!
    $search: String
    $tag: String
    $sort: ArticleSort
    $page: Int
    $pageSize: Int
  ) {
    articles(kind: $kind, search: $search, tag: $tag, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        ...ArticleSummaryFields
      }
      total
      page
      pageCount
    }
  }
  ${articleSummaryFields}
`;

export function articlesVariables(kind: ArticleKind, state: ArticleListState): ArticlesVariables {
  return {
    kind: kindValue[kind],
    search: state.search || null,
    tag: state.tag,
    sort: state.sort === 'oldest' ? 'OLDEST' : 'NEWEST',
    page: state.page,
    pageSize: articlesPageSize,
  };
}

/** One page of blog or news articles for the view held in the URL. */
export function useArticles(kind: ArticleKind, state: ArticleListState) {
  return useQuery(articlesQuery, { variables: articlesVariables(kind, state), notifyOnNetworkStatusChange: true });
}
