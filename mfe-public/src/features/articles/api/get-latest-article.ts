import { useQuery } from '@apollo/client/react';
import { kindValue, type ArticleKind } from '../utils/article-kind';
import { LatestArticleViewDocument } from './get-latest-article.generated';

/** The newest article of a kind (the /news/single page), with its related and the next latest ones. */
export function useLatestArticle(kind: ArticleKind) {
  return useQuery(LatestArticleViewDocument, {
    variables: { kind: kindValue[kind] },
    notifyOnNetworkStatusChange: true,
  });
}
