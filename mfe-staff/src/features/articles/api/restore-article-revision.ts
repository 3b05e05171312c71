import { useMutation } from '@apollo/client/react';
import { StaffConsoleRestoreArticleRevisionDocument } from './restore-article-revision.generated';

export const restoreArticleRevisionMutation = StaffConsoleRestoreArticleRevisionDocument;

/** Makes an earlier revision the working copy again, saved as the newest. */
export function useRestoreArticleRevision() {
  return useMutation(restoreArticleRevisionMutation);
}
