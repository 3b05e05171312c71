import { useMutation } from '@apollo/client/react';
import { StaffConsoleUnpublishArticleDocument } from './unpublish-article.generated';

export const unpublishArticleMutation = StaffConsoleUnpublishArticleDocument;

/** Takes the article off the site (its address answers 410), or cancels its schedule. */
export function useUnpublishArticle() {
  return useMutation(unpublishArticleMutation);
}
