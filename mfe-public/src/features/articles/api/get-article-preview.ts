import { useQuery } from '@apollo/client/react';
import { ArticlePreviewDocument } from './get-article-preview.generated';

/** The copy a staff preview link shows; never kept in the cache (the link expires, the copy changes). */
export function useArticlePreview(token: string) {
  return useQuery(ArticlePreviewDocument, { variables: { token }, fetchPolicy: 'no-cache' });
}
