import type { ArticleDraft } from '../../../state/article-draft';
import { useStaffConsole } from '../../../state/staff-store';

type ArticleDraftChange = Partial<ArticleDraft> | ((current: ArticleDraft) => Partial<ArticleDraft>);

/**
 * The article form's values: what the editor typed and has not saved (kept in the console's store, so it survives
 * leaving the page and coming back), or else `saved`. `key` is the article's id, or `new-blog` / `new-news`.
 */
export function useArticleDraft(key: string, saved: ArticleDraft) {
  const stored = useStaffConsole((state) => state.articleDrafts[key]);
  const changeArticleDraft = useStaffConsole((state) => state.changeArticleDraft);
  const discardArticleDraft = useStaffConsole((state) => state.discardArticleDraft);
  return {
    draft: stored ?? saved,
    unsaved: stored !== undefined,
    /** A change, or one computed from the values as they are when it lands (an upload that took a while). */
    change: (change: ArticleDraftChange) => {
      const current = () => useStaffConsole.getState().articleDrafts[key] ?? saved;
      changeArticleDraft(key, saved, typeof change === 'function' ? change(current()) : change);
    },
    discard: () => discardArticleDraft(key),
  };
}

export type ArticleDraftState = ReturnType<typeof useArticleDraft>;
