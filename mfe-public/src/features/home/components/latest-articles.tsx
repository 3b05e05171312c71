import { useTranslation } from 'react-i18next';
import { formatDate } from '@sakina/shared/i18n';
import { LocaleLink, useLocale, useLocalePath } from '@sakina/shared/navigation';
import { Card, Container, EmptyState, ErrorState, LinkButton, Skeleton } from '@sakina/shared/ui';
import { useLatestArticles, type LatestArticle } from '../api/get-latest-articles';
import sectionStyles from './section.module.css';
import styles from './cards.module.css';

function ArticleCard({ article }: { article: LatestArticle }) {
  const locale = useLocale();
  return (
    <Card as="li" interactive className={styles.card}>
      <time dateTime={article.publishedOn} className={styles.muted}>
        {formatDate(article.publishedOn, locale)}
      </time>
      <h3 className={styles.cardTitle}>
        <LocaleLink to={`/blog/${article.id}`} data-card-link="">
          {article.title[locale]}
        </LocaleLink>
      </h3>
      <p className={styles.summary}>{article.summary[locale]}</p>
    </Card>
  );
}

/** The three newest blog articles. */
export function LatestArticles() {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const { data, loading, error, refetch } = useLatestArticles();
  const articles = data?.articles.items ?? [];

  let content;
  if (error && !loading) {
    content = (
      <ErrorState
        message={t('home.articles.error')}
        onRetry={() => void refetch().catch(() => undefined)}
        headingLevel={3}
      />
    );
  } else if (loading && articles.length === 0) {
    content = (
      <ul
        className={`${sectionStyles.grid} ${sectionStyles.gridThree}`}
        aria-busy="true"
        aria-label={t('home.articles.loading')}
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Card as="li" key={index} className={styles.card}>
            <Skeleton inlineSize="40%" />
            <Skeleton lines={2} />
            <Skeleton lines={3} />
          </Card>
        ))}
      </ul>
    );
  } else if (articles.length === 0) {
    content = (
      <EmptyState title={t('home.articles.empty')} description={t('home.articles.emptyDescription')} headingLevel={3} />
    );
  } else {
    content = (
      <ul className={`${sectionStyles.grid} ${sectionStyles.gridThree}`}>
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
    );
  }

  return (
    <section className={`${sectionStyles.section} ${sectionStyles.tinted}`} aria-labelledby="home-articles-title">
      <Container>
        <header className={sectionStyles.header}>
          <h2 id="home-articles-title" className={sectionStyles.title}>
            {t('home.articles.title')}
          </h2>
        </header>
        {content}
        <div className={sectionStyles.more}>
          <LinkButton to={toLocale('/blog')} variant="secondary">
            {t('home.articles.viewAll')}
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
