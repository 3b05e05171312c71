import { useMutation } from '@apollo/client/react';
import { StaffConsoleSubmitArticleDocument } from './submit-article.generated';

export const submitArticleMutation = StaffConsoleSubmitArticleDocument;

/** Sends the draft to a medical reviewer. */
export function useSubmitArticle() {
  return useMutation(submitArticleMutation);
}
