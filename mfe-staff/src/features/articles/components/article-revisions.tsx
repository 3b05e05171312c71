import { useLocale } from '@sakina/shared/navigation';
import { Badge, VisuallyHidden } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { ConsoleTable } from '../../../components/console-table';
import styles from '../../../components/staff.module.css';
import type { ArticleDetail } from '../api/get-article';
import type { ArticleActions } from '../hooks/use-article-actions';
import { doneOf, failureOf } from '../hooks/use-article-outcome';
import { formatDate, formatDateTime } from '../../../components/console-dates';
import { ArticleSection } from './article-section';
import { RestoreRevisionButton } from './restore-revision-button';

interface ArticleRevisionsProps {
  article: ArticleDetail;
  /** Editors may make an older revision the working copy again. */
  canRestore: boolean;
  actions: ArticleActions;
}

/** Every saved copy, newest first: when it was saved, who approved it, and Restore on the older ones. */
export function ArticleRevisions({ article, canRestore, actions }: ArticleRevisionsProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const { outcome } = actions;
  return (
    <ArticleSection
      id="article-revisions"
      title={t('articles.revisions')}
      failure={failureOf(outcome, ['restore'])}
      onReload={() => void actions.reload()}
    >
      <p role="status" className={styles.notice}>
        {doneOf(outcome, ['restore']) ? t('articles.done.restore') : ''}
      </p>
      <ConsoleTable
        caption={t('articles.revisionsCaption')}
        columns={[
          t('articles.revision'),
          t('articles.savedAt'),
          t('articles.approvedBy'),
          ...(canRestore ? [<VisuallyHidden key="actions">{t('articles.revisionActions')}</VisuallyHidden>] : []),
        ]}
      >
        {article.revisions.map((revision) => (
          <tr key={revision.id}>
            <th scope="row">
              {t('articles.revisionNumber', { number: revision.number })}{' '}
              {revision.id === article.working.id ? <Badge tone="info">{t('articles.workingCopy')}</Badge> : null}{' '}
              {article.listed && revision.id === article.publishedRevisionId ? (
                <Badge tone="success">{t('articles.publicCopy')}</Badge>
              ) : null}
            </th>
            <td>{formatDateTime(revision.savedAt, locale)}</td>
            <td>
              {revision.approverName && revision.approvedAt
                ? t('articles.approvedByOn', {
                    name: revision.approverName[locale],
                    date: formatDate(revision.approvedAt, locale),
                  })
                : t('articles.notApproved')}
            </td>
            {canRestore ? (
              <td>
                {revision.id === article.working.id ? null : (
                  <RestoreRevisionButton
                    revision={revision}
                    busy={outcome.status === 'working'}
                    onRestore={(revisionId) => void actions.restore(revisionId)}
                  />
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </ConsoleTable>
    </ArticleSection>
  );
}
