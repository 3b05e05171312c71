import type { ArticleKind as SchemaArticleKind } from '@sakina/shared/graphql';
import { articleListQueryString, defaultArticleListState, type ArticleListState } from './article-list-state';

export type ArticleKind = 'blog' | 'news';

/** The GraphQL enum value of a kind. */
export const kindValue: Record<ArticleKind, SchemaArticleKind> = { blog: 'BLOG', news: 'NEWS' };

/** The list's path (without locale prefix) for a view, e.g. '/blog?tag=sleep'. */
export function articleListPath(kind: ArticleKind, state: Partial<ArticleListState> = {}): string {
  return `/${kind}${articleListQueryString({ ...defaultArticleListState, ...state })}`;
}

export function articlePath(kind: ArticleKind, id: string): string {
  return `/${kind}/${encodeURIComponent(id)}`;
}
