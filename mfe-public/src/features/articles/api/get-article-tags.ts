import { useQuery } from '@apollo/client/react';
import { kindValue, type ArticleKind } from '../utils/article-kind';
import { ArticleTagsDocument } from './get-article-tags.generated';

/** The tags used by blog or news articles, for the tag filter. */
export function useArticleTags(kind: ArticleKind) {
  return useQuery(ArticleTagsDocument, { variables: { kind: kindValue[kind] } });
}
