import { useMutation } from '@apollo/client/react';
import { StaffConsoleSaveArticleDocument } from './save-article.generated';

export const saveArticleMutation = StaffConsoleSaveArticleDocument;

/** Saves the form as a new revision under the version the editor opened; the article goes back to draft. */
export function useSaveArticle() {
  return useMutation(saveArticleMutation);
}
