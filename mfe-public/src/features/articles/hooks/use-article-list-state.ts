import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  articleListSearchParams,
  changeArticleListState,
  parseArticleListState,
  type ArticleListChange,
  type ArticleListState,
} from '../utils/article-list-state';

/**
 * The list's view lives in the URL only: every change is a new history entry, so Back, reload and a shared
 * link all restore the same list.
 */
export function useArticleListState(): { state: ArticleListState; update: (change: ArticleListChange) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseArticleListState(searchParams), [searchParams]);
  const update = useCallback(
    (change: ArticleListChange) => {
      setSearchParams((current) =>
        articleListSearchParams(changeArticleListState(parseArticleListState(current), change)),
      );
    },
    [setSearchParams],
  );
  return { state, update };
}
