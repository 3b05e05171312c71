import { useMutation } from '@apollo/client/react';
import { StaffConsoleCreateArticleDocument } from './create-article.generated';

export const createArticleMutation = StaffConsoleCreateArticleDocument;

/** A new draft of the blog or the news. */
export function useCreateArticle() {
  return useMutation(createArticleMutation);
}
