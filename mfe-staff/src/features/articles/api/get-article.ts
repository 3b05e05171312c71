import { useQuery } from '@apollo/client/react';
import type { StaffConsoleArticleFieldsFragment } from './article-fields.generated';
import { StaffConsoleArticleDocument } from './get-article.generated';

/** An article with its working copy and its revisions. */
export type ArticleDetail = StaffConsoleArticleFieldsFragment;

/** The copy staff work on. */
export type WorkingCopy = ArticleDetail['working'];

/** A saved copy in the article's history. */
export type ArticleRevision = ArticleDetail['revisions'][number];

export const articleQuery = StaffConsoleArticleDocument;

/** The article afresh from the API: another editor may have changed it. */
export function useArticle(id: string) {
  return useQuery(articleQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
