import { useQuery } from '@apollo/client/react';
import { StaffConsoleTagsDocument, type StaffConsoleTagsQuery } from './get-tags.generated';

export type ArticleTag = StaffConsoleTagsQuery['staffTags'][number];

export const tagsQuery = StaffConsoleTagsDocument;

/** Every tag an article may carry. */
export function useTags() {
  return useQuery(tagsQuery);
}
