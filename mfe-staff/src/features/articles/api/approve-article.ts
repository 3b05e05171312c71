import { useMutation } from '@apollo/client/react';
import { StaffConsoleApproveArticleDocument } from './approve-article.generated';

export const approveArticleMutation = StaffConsoleApproveArticleDocument;

/** A medical reviewer approves the working copy under the name the page will show. */
export function useApproveArticle() {
  return useMutation(approveArticleMutation);
}
