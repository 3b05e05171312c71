import { useMutation } from '@apollo/client/react';
import { StaffConsolePreviewArticleDocument } from './preview-article.generated';

export const previewArticleMutation = StaffConsolePreviewArticleDocument;

/** A link, for an hour, to the working copy as its public page will show it. */
export function usePreviewArticle() {
  return useMutation(previewArticleMutation);
}
