import { useQuery } from '@apollo/client/react';
import type { ArticleKind, ArticleStatus } from '@sakina/shared/graphql';
import { StaffConsoleArticlesDocument, type StaffConsoleArticlesQuery } from './get-articles.generated';

/** A row of the articles' list. */
export type ArticleRow = StaffConsoleArticlesQuery['staffArticles']['items'][number];

export const articlesQuery = StaffConsoleArticlesDocument;

export const articlesPageSize = 20;

export interface ArticlesFilter {
  kind: ArticleKind;
  /** No status is every status. */
  status: ArticleStatus | null;
  /** No search is every article. */
  search: string | null;
  page: number;
}

/** One page of the blog's or the news' articles, most recently changed first. */
export function useArticles({ kind, status, search, page }: ArticlesFilter) {
  return useQuery(articlesQuery, {
    fetchPolicy: 'network-only',
    variables: { kind, status, search, page, pageSize: articlesPageSize },
  });
}
