import { useQueryState } from '../../../hooks/use-query-state';
import { articleListSearchParams, changeArticleListState, parseArticleListState } from '../utils/article-list-state';

const articleListQuery = {
  parse: parseArticleListState,
  serialize: articleListSearchParams,
  change: changeArticleListState,
};

/** A blog or news list's view, held in the URL: one history entry per change. */
export function useArticleListState() {
  return useQueryState(articleListQuery);
}
