import { locales } from '@sakina/shared/contracts';
import { localePath, useLocale } from '@sakina/shared/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FieldList } from '../../../components/field-list';
import styles from '../../../components/staff.module.css';
import type { ArticleDetail } from '../api/get-article';
import { articlePath } from '../utils/article-address';
import { formatDate, formatDateTime } from '../../../components/console-dates';
import { ArticleSection } from './article-section';
import { ArticleStatusBadge } from './article-status-badge';

/** Whether visitors see a copy of the article, and which: the working one or an earlier revision. */
function PublicCopy({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('staff');
  if (!article.listed) return t('articles.notListed');
  const published = article.revisions.find((revision) => revision.id === article.publishedRevisionId);
  const path = articlePath(article.kind, article.publicSlug);
  return (
    <>
      <ul className={styles.navList}>
        {locales.map((language) => (
          <li key={language}>
            <Link to={localePath(path, language)} hrefLang={language}>
              {t(`articles.publicPage.${language}`)}
            </Link>
          </li>
        ))}
      </ul>
      {published && published.id !== article.working.id ? (
        <p>{t('articles.publicDiffers', { published: published.number, working: article.working.number })}</p>
      ) : (
        <p>{t('articles.publicSame')}</p>
      )}
    </>
  );
}

/** Where the article stands: its status and what it means, health content, approval, schedule, public copy. */
export function ArticleStanding({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const { working } = article;
  const rows: [string, ReactNode][] = [
    [
      t('articles.status'),
      <>
        <ArticleStatusBadge status={article.status} /> {t(`articleStatusNotes.${article.status}`)}
      </>,
    ],
  ];
  if (article.status === 'SCHEDULED' && article.scheduledFor) {
    rows.push([t('articles.scheduledFor'), formatDateTime(article.scheduledFor, locale)]);
  }
  rows.push([t('articles.healthContent'), article.medicalReview ? t('articles.healthYes') : t('articles.healthNo')]);
  if (working.approverName && working.approvedAt) {
    const date = formatDate(working.approvedAt, locale);
    rows.push([t('articles.reviewedBy'), t('articles.approvedByOn', { name: working.approverName[locale], date })]);
  }
  rows.push([t('articles.onTheSite'), <PublicCopy article={article} />]);
  rows.push([t('articles.updatedAt'), formatDateTime(article.updatedAt, locale)]);
  return (
    <ArticleSection id="article-standing" title={working.title[locale] || t('articles.untitled')}>
      <FieldList rows={rows} />
    </ArticleSection>
  );
}
