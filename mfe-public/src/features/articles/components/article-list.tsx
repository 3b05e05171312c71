import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocalePath, usePageHead } from '@sakina/shared/navigation';
import { Container, EmptyState, ErrorState, LinkButton, Pagination } from '@sakina/shared/ui';
import { useResultsFocus } from '../../../hooks/use-results-focus';
import { useArticles } from '../api/get-articles';
import { useArticleListState } from '../hooks/use-article-list-state';
import { articleListPath, type ArticleKind } from '../utils/article-kind';
import { hasFilters } from '../utils/article-list-state';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { ArticleFilters } from './article-filters';
import styles from './article-list.module.css';

/** The /blog and /news page: search, topic, sort and page, all held in the URL. */
export function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const { state, update } = useArticleListState();
  const { data, loading, error, refetch } = useArticles(kind, state);
  // After a page change the visitor is at the pagination, far below the new list: take them to its start.
  const results = useResultsFocus<HTMLDivElement>(articleListPath(kind, { ...state, page: 1 }), state.page);

  const page = data?.articles;
  const filtered = hasFilters(state);
  const pastTheEnd = page !== undefined && page.items.length === 0 && page.total > 0;
  // Such a page keeps its link to the first page, and answers 404 so search engines forget it.
  usePageHead(pastTheEnd ? { status: 404 } : {});
  let status = '';
  let content;
  if (error && !loading) {
    content = (
      <ErrorState message={t(`articles.kinds.${kind}.error`)} onRetry={() => void refetch().catch(() => undefined)} />
    );
  } else if (loading || !page) {
    content = (
      <ul className={styles.grid} aria-busy="true" aria-label={t(`articles.kinds.${kind}.loading`)}>
        {Array.from({ length: 4 }, (_, index) => (
          <ArticleCardSkeleton key={index} />
        ))}
      </ul>
    );
  } else if (pastTheEnd) {
    content = (
      <EmptyState
        title={t(`articles.kinds.${kind}.noSuchPage`, { page: state.page })}
        action={
          <LinkButton
            to={toLocale(articleListPath(kind, { ...state, page: 1 }))}
            variant="secondary"
            preventScrollReset
          >
            {t('articles.list.firstPage')}
          </LinkButton>
        }
      />
    );
  } else if (page.items.length === 0) {
    content = filtered ? (
      <EmptyState
        title={t('articles.list.noResults')}
        description={t('articles.list.noResultsDescription')}
        action={
          <LinkButton to={toLocale(articleListPath(kind, { sort: state.sort }))} variant="secondary" preventScrollReset>
            {t('articles.filters.clear')}
          </LinkButton>
        }
      />
    ) : (
      <EmptyState
        title={t(`articles.kinds.${kind}.empty`)}
        description={t(`articles.kinds.${kind}.emptyDescription`)}
      />
    );
  } else {
    status = filtered
      ? t('articles.list.results', { count: page.total })
      : t(`articles.kinds.${kind}.count`, { count: page.total });
    content = (
      <>
        <ul className={styles.grid}>
          {page.items.map((article) => (
            <ArticleCard key={article.id} kind={kind} article={article} headingLevel={2} />
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          page={page.page}
          pageCount={page.pageCount}
          label={t(`articles.kinds.${kind}.pages`)}
          getHref={(target) => toLocale(articleListPath(kind, { ...state, page: target }))}
        />
      </>
    );
  }

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`articles.kinds.${kind}.title`)}</h1>
        <p className={styles.intro}>{t(`articles.kinds.${kind}.intro`)}</p>
      </header>
      <ArticleFilters kind={kind} state={state} onChange={update} />
      <div ref={results} tabIndex={-1} className={styles.results}>
        <div className={styles.summary}>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {filtered && status && (
            <LocaleLink to={articleListPath(kind, { sort: state.sort })} preventScrollReset>
              {t('articles.filters.clear')}
            </LocaleLink>
          )}
        </div>
        {content}
      </div>
    </Container>
  );
}
