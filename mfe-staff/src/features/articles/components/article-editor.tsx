import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RecordState } from '../../../components/record-state';
import { useArticle, type ArticleDetail } from '../api/get-article';
import { useArticleActions } from '../hooks/use-article-actions';
import type { CreatedState } from '../hooks/use-article-creation';
import { useArticleDraft } from '../hooks/use-article-draft';
import { doneOf, failureOf, formFailureOf } from '../hooks/use-article-outcome';
import { articleActionsFor } from '../utils/article-actions';
import { draftOf } from '../utils/article-draft';
import type { BodyEditor } from './article-body-fields';
import { ArticleForm } from './article-form';
import { ArticleListLink } from './article-list-link';
import { ArticleReading } from './article-reading';
import { ArticleRevisions } from './article-revisions';
import { ArticleStanding } from './article-standing';
import { ArticleWorkflow } from './article-workflow';

interface ArticleEditorProps {
  articleId: string;
  /** The member's permissions: `content` writes and publishes, `medical-review` approves. */
  permissions: readonly string[];
  BodyEditor: BodyEditor;
}

const isCreated = (state: unknown): state is CreatedState =>
  typeof state === 'object' && state !== null && 'created' in state && state.created === true;

function ArticleWorkspace({
  article,
  permissions,
  BodyEditor,
  onReload,
}: Omit<ArticleEditorProps, 'articleId'> & { article: ArticleDetail; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation('staff');
  const { state } = useLocation();
  const saved = useMemo(() => draftOf(article), [article]);
  const draftState = useArticleDraft(article.id, saved);
  const actions = useArticleActions(article, draftState, onReload);
  const allowed = articleActionsFor(article, permissions);
  const { outcome } = actions;
  const notice = doneOf(outcome, ['save']) ? t('articles.done.save') : isCreated(state) ? t('articles.created') : '';
  return (
    <>
      <ArticleListLink kind={article.kind} />
      <ArticleStanding article={article} />
      {allowed.has('save') ? (
        <ArticleForm
          kind={article.kind}
          label={t('articles.formLabel')}
          draftState={draftState}
          failure={failureOf(outcome, ['save'])}
          fieldErrors={formFailureOf(outcome)?.fields ?? []}
          busy={outcome.status === 'working'}
          submitLabel={t('articles.save')}
          onSubmit={() => void actions.save()}
          onReload={() => void actions.reload()}
          notice={notice}
          BodyEditor={BodyEditor}
        />
      ) : (
        <ArticleReading working={article.working} />
      )}
      <ArticleWorkflow article={article} allowed={allowed} actions={actions} unsaved={draftState.unsaved} />
      <ArticleRevisions article={article} canRestore={allowed.has('restore')} actions={actions} />
    </>
  );
}

/** One article or news item: where it stands, its form (or its text to read), review and publishing, revisions. */
export function ArticleEditor({ articleId, permissions, BodyEditor }: ArticleEditorProps) {
  const { data, loading, error, refetch } = useArticle(articleId);
  const article = data?.staffArticle;
  if (error || !article) return <RecordState loading={loading && !data} error={error} />;
  return <ArticleWorkspace article={article} permissions={permissions} BodyEditor={BodyEditor} onReload={refetch} />;
}
