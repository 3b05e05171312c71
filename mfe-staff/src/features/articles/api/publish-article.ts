import { useMutation } from '@apollo/client/react';
import { StaffConsolePublishArticleDocument } from './publish-article.generated';

export const publishArticleMutation = StaffConsolePublishArticleDocument;

/** Publishes the working copy now, or at `at` (ISO 8601 with an offset). */
export function usePublishArticle() {
  return useMutation(publishArticleMutation);
}
