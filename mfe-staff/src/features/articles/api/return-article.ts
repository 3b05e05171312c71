import { useMutation } from '@apollo/client/react';
import { StaffConsoleReturnArticleDocument } from './return-article.generated';

export const returnArticleMutation = StaffConsoleReturnArticleDocument;

/** A medical reviewer sends the copy in review back to its editors. */
export function useReturnArticle() {
  return useMutation(returnArticleMutation);
}
