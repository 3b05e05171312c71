import { Button } from '@sakina/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormToggle } from '../../../components/form-toggle';
import styles from '../../../components/staff.module.css';
import type { ArticleDetail } from '../api/get-article';
import type { ArticleActions } from '../hooks/use-article-actions';
import { doneOf, failureOf, type ArticleActionName } from '../hooks/use-article-outcome';
import type { ArticleAction } from '../utils/article-actions';
import { ApproveForm } from './approve-form';
import { ArticleSection } from './article-section';
import { PreviewLinks } from './preview-links';
import { ScheduleForm } from './schedule-form';

const workflowActions: readonly ArticleActionName[] = [
  'submit',
  'approve',
  'return',
  'publish',
  'schedule',
  'unpublish',
];

interface ArticleWorkflowProps {
  article: ArticleDetail;
  allowed: ReadonlySet<ArticleAction>;
  actions: ArticleActions;
  /** The form holds changes: sending to review or publishing saves them first. */
  unsaved: boolean;
}

/** Review and publishing: the steps the article's state and the member's role allow, and a preview. */
export function ArticleWorkflow({ article, allowed, actions, unsaved }: ArticleWorkflowProps) {
  const { t } = useTranslation('staff');
  const { outcome } = actions;
  const busy = outcome.status === 'working';
  const done = doneOf(outcome, workflowActions);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The button pressed may be gone with the state it belonged to: the focus goes to what happened.
  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);
  const waitingForApproval = article.medicalReview && article.status !== 'APPROVED';

  return (
    <ArticleSection
      id="article-workflow"
      title={t('articles.workflow')}
      failure={failureOf(outcome, workflowActions)}
      onReload={() => void actions.reload()}
    >
      <div className={styles.actions}>
        {allowed.has('submit') ? (
          <Button type="button" disabled={busy} onClick={() => void actions.submit()}>
            {unsaved ? t('articles.saveAndSubmit') : t('articles.submit')}
          </Button>
        ) : null}
        {allowed.has('approve') ? (
          <FormToggle label={t('articles.approve')}>
            {(controls) => (
              <ApproveForm
                controls={controls}
                busy={busy}
                onApprove={(reviewerName) => void actions.approve(reviewerName)}
                fieldErrors={failureOf(outcome, ['approve'])?.fields ?? []}
              />
            )}
          </FormToggle>
        ) : null}
        {allowed.has('return') ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void actions.return()}>
            {t('articles.return')}
          </Button>
        ) : null}
        {allowed.has('publish') ? (
          <Button type="button" variant="accent" disabled={busy} onClick={() => void actions.publish()}>
            {unsaved ? t('articles.saveAndPublish') : t('articles.publish')}
          </Button>
        ) : null}
        {allowed.has('unpublish') ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void actions.unpublish()}>
            {t('articles.unpublish')}
          </Button>
        ) : null}
      </div>
      {allowed.has('publish') && waitingForApproval ? (
        <p className={styles.count}>{t('articles.approvalFirst')}</p>
      ) : null}
      {allowed.has('publish') ? (
        <ScheduleForm
          busy={busy}
          submitLabel={unsaved ? t('articles.saveAndSchedule') : t('articles.schedule')}
          onSchedule={(at) => void actions.publish(at)}
        />
      ) : null}
      <PreviewLinks articleId={article.id} unsaved={unsaved} />
      <p role="status" tabIndex={-1} ref={statusRef} className={styles.notice}>
        {done ? t(`articles.done.${done}`) : ''}
      </p>
    </ArticleSection>
  );
}
