import { useTranslation } from 'react-i18next';
import { formatDate } from '@sakina/shared/i18n';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Badge, Card, Skeleton } from '@sakina/shared/ui';
import type { ArticleSummaryFieldsFragment } from '../api/article-fields.generated';
import { articlePath, type ArticleKind } from '../utils/article-kind';
import styles from './article-card.module.css';

export interface ArticleCardProps {
  kind: ArticleKind;
  article: ArticleSummaryFieldsFragment;
  headingLevel: 2 | 3;
  /** Title and date only, for the side lists of an article page. */
  compact?: boolean;
}

/** An article in a list: the whole card opens it. */
export function ArticleCard({ kind, article, headingLevel, compact = false }: ArticleCardProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="li" interactive className={styles.card}>
      <Heading className={compact ? styles.compactTitle : styles.title}>
        <LocaleLink to={articlePath(kind, article.id)} data-card-link="">
          {article.title[locale]}
        </LocaleLink>
      </Heading>
      <time dateTime={article.publishedOn} className={styles.date}>
        {formatDate(article.publishedOn, locale)}
      </time>
      {!compact && <p className={styles.summary}>{article.summary[locale]}</p>}
      {!compact && article.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('articles.card.tags')}>
          {article.tags.map((tag) => (
            <li key={tag.id}>
              <Badge tone="primary">{tag.name[locale]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The shape of a card while the list loads. */
export function ArticleCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <Card as="li" className={styles.card}>
      <Skeleton lines={compact ? 1 : 2} />
      <Skeleton inlineSize="40%" />
      {!compact && <Skeleton lines={3} />}
    </Card>
  );
}
