import type { ArticleKind } from '@sakina/shared/graphql';
import { useLocalePath } from '@sakina/shared/navigation';
import { useNavigate } from 'react-router-dom';
import { useCreateArticle } from '../api/create-article';
import { articleInputOf } from '../utils/article-draft';
import type { ArticleDraftState } from './use-article-draft';
import { useArticleOutcome } from './use-article-outcome';

/** Where the new article's page says it was created. */
export interface CreatedState {
  created: true;
}

/** Creates the article from the form, then opens its page (the form's draft is done with). */
export function useArticleCreation(kind: ArticleKind, { draft, discard }: ArticleDraftState) {
  const [createArticle] = useCreateArticle();
  const { outcome, run } = useArticleOutcome();
  const navigate = useNavigate();
  const toLocale = useLocalePath();
  return {
    outcome,
    create: () =>
      run('create', async () => {
        const result = await createArticle({ variables: { kind, input: articleInputOf(draft) } });
        const created = result.data?.staffCreateArticle;
        if (!created) return;
        discard();
        const state: CreatedState = { created: true };
        navigate(toLocale(`/staff/articles/${created.id}`), { replace: true, state });
      }),
  };
}
