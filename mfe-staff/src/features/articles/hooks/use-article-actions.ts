import type { LocalizedTextInput } from '@sakina/shared/graphql';
import { useApproveArticle } from '../api/approve-article';
import type { ArticleDetail } from '../api/get-article';
import { usePublishArticle } from '../api/publish-article';
import { useRestoreArticleRevision } from '../api/restore-article-revision';
import { useReturnArticle } from '../api/return-article';
import { useSaveArticle } from '../api/save-article';
import { useSubmitArticle } from '../api/submit-article';
import { useUnpublishArticle } from '../api/unpublish-article';
import { articleInputOf } from '../utils/article-draft';
import type { ArticleDraftState } from './use-article-draft';
import { useArticleOutcome } from './use-article-outcome';

/**
 * Everything done to an article, each under the version the member opened. Submitting, publishing and scheduling
 * save unsaved changes first, so what goes out is what the editor sees; a refusal leaves the form as typed.
 */
export function useArticleActions(
  article: ArticleDetail,
  draftState: ArticleDraftState,
  reload: () => Promise<unknown>,
) {
  const { draft, unsaved, change, discard } = draftState;
  const [saveArticle] = useSaveArticle();
  const [submitArticle] = useSubmitArticle();
  const [approveArticle] = useApproveArticle();
  const [returnArticle] = useReturnArticle();
  const [publishArticle] = usePublishArticle();
  const [unpublishArticle] = useUnpublishArticle();
  const [restoreRevision] = useRestoreArticleRevision();
  const { outcome, run, clear } = useArticleOutcome();
  const opened = { id: article.id, version: draft.version };

  /** Saves the form as a new revision (even unchanged: an unpublished article goes back to draft so). */
  async function saveDraft(): Promise<number> {
    const result = await saveArticle({ variables: { ...opened, input: articleInputOf(draft) } });
    discard();
    return result.data?.staffSaveArticle.version ?? draft.version;
  }

  /** The version to act on: the one a save of the unsaved changes made, or the one opened. */
  const savedVersion = () => (unsaved ? saveDraft() : Promise.resolve(draft.version));

  /** A change that leaves the working copy as it was: unsaved changes stay, under the version it made. */
  function keepChanges(changed: { version: number } | undefined) {
    if (unsaved && changed) change({ version: changed.version });
  }

  return {
    outcome,
    save: () => run('save', saveDraft),
    submit: () =>
      run('submit', async () => submitArticle({ variables: { id: article.id, version: await savedVersion() } })),
    /** Now, or at `at` (ISO 8601 with an offset): the scheduler publishes it then. */
    publish: (at?: string) =>
      run(at ? 'schedule' : 'publish', async () => {
        const version = await savedVersion();
        await publishArticle({ variables: { id: article.id, version, ...(at ? { at } : {}) } });
      }),
    approve: (reviewerName: LocalizedTextInput) =>
      run('approve', async () => {
        const result = await approveArticle({ variables: { ...opened, reviewerName } });
        keepChanges(result.data?.staffApproveArticle);
      }),
    return: () =>
      run('return', async () => keepChanges((await returnArticle({ variables: opened })).data?.staffReturnArticle)),
    unpublish: () =>
      run('unpublish', async () =>
        keepChanges((await unpublishArticle({ variables: opened })).data?.staffUnpublishArticle),
      ),
    /** The revision becomes the working copy: the form shows it, unsaved changes are left behind. */
    restore: (revisionId: string) =>
      run('restore', async () => {
        await restoreRevision({ variables: { ...opened, revisionId } });
        discard();
      }),
    /** After a refusal that reading again answers: the changes are left behind for the copy as it is now. */
    reload: async () => {
      await reload();
      discard();
      clear();
    },
  };
}

export type ArticleActions = ReturnType<typeof useArticleActions>;
