import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sakina/shared/i18n';
import { useLocation } from 'react-router-dom';
import { useShell } from '@sakina/shared/contracts';
import { LocaleLink, useLocale, usePageHead } from '@sakina/shared/navigation';
import { ChevronBackIcon, Container } from '@sakina/shared/ui';
import type { ArticleDetailFieldsFragment, ArticleSummaryFieldsFragment } from '../api/article-fields.generated';
import { articleListPath, type ArticleKind } from '../utils/article-kind';
import { ArticleCard } from './article-card';
import { imageSources } from '@sakina/shared/rich-content';
import { RichContent } from '@sakina/shared/rich-content/render';
import { JsonLd } from '../../../components/json-ld/json-ld';
import styles from './article-view.module.css';

const sideListLength = 3;

function SideList({
  kind,
  title,
  articles,
}: {
  kind: ArticleKind;
  title: string;
  articles: ArticleSummaryFieldsFragment[];
}) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.sideSection}>
      <h2 id={headingId} className={styles.sideTitle}>
        {title}
      </h2>
      <ul className={styles.sideList}>
        {articles.map((article) => (
          <ArticleCard key={article.id} kind={kind} article={article} headingLevel={3} compact />
        ))}
      </ul>
    </section>
  );
}

export interface ArticleViewProps {
  kind: ArticleKind;
  article: ArticleDetailFieldsFragment;
  /** The newest articles of the kind; the article itself is left out. */
  latest: ArticleSummaryFieldsFragment[];
  /** A line above the title, e.g. 'Latest news'. */
  eyebrow?: string;
}

/** An article: date, topics (each opens the list filtered by it), body, related and latest articles. */
export function ArticleView({ kind, article, latest, eyebrow }: ArticleViewProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { config } = useShell();
  const { pathname } = useLocation();
  const brand = t('brand', { ns: 'shell' });
  usePageHead({ title: article.title[locale], description: article.summary[locale], type: 'article' }, brand);
  const others = latest.filter((item) => item.id !== article.id).slice(0, sideListLength);

  return (
    <Container className={styles.page}>
      <LocaleLink to={articleListPath(kind)} className={styles.back}>
        <ChevronBackIcon />
        {t(`articles.kinds.${kind}.all`)}
      </LocaleLink>
      <div className={styles.layout}>
        <article className={styles.article}>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': kind === 'news' ? 'NewsArticle' : 'Article',
              headline: article.title[locale],
              description: article.summary[locale],
              datePublished: article.publishedOn,
              inLanguage: locale,
              mainEntityOfPage: `${config.siteUrl}${pathname}`,
              publisher: { '@type': 'Organization', name: brand, url: config.siteUrl },
              ...(article.author && { author: { '@type': 'Person', name: article.author[locale] } }),
              ...(article.reviewedBy &&
                article.reviewedOn && {
                  reviewedBy: { '@type': 'Person', name: article.reviewedBy[locale] },
                  lastReviewed: article.reviewedOn,
                }),
            }}
          />
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h1 className={styles.title}>{article.title[locale]}</h1>
            <p className={styles.date}>
              {t('articles.article.published')}{' '}
              <time dateTime={article.publishedOn}>{formatDate(article.publishedOn, locale)}</time>
              {article.author && (
                <>
                  {' · '}
                  {t('articles.article.author', { name: article.author[locale] })}
                </>
              )}
            </p>
            {article.reviewedBy && article.reviewedOn && (
              <p className={styles.review}>
                {t('articles.article.reviewedBy', { name: article.reviewedBy[locale] })}{' '}
                <time dateTime={article.reviewedOn}>{formatDate(article.reviewedOn, locale)}</time>
              </p>
            )}
            {article.tags.length > 0 && (
              <ul className={styles.tags} aria-label={t('articles.article.tags')}>
                {article.tags.map((tag) => (
                  <li key={tag.id}>
                    <LocaleLink to={articleListPath(kind, { tag: tag.id })} className={styles.tag}>
                      {tag.name[locale]}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            )}
          </header>
          {article.cover?.image && (
            // The cover is the page's largest picture at first paint: loaded at once, its space kept.
            <img
              className={styles.cover}
              {...imageSources({ media: article.cover.image.id, widths: article.cover.image.widths })}
              sizes="(min-width: 48rem) 45rem, 100vw"
              width={article.cover.image.width}
              height={article.cover.image.height}
              alt={article.cover.alt[locale]}
              fetchPriority="high"
            />
          )}
          <p className={styles.lead}>{article.summary[locale]}</p>
          <RichContent document={article.content[locale]} className={styles.body} />
        </article>
        <div className={styles.side}>
          <SideList kind={kind} title={t(`articles.kinds.${kind}.related`)} articles={article.related} />
          <SideList kind={kind} title={t(`articles.kinds.${kind}.latest`)} articles={others} />
        </div>
      </div>
    </Container>
  );
}
