import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { gone, movedPermanently, notFound, type HttpStatusError, type PageDataPreload } from '@sakina/shared/contracts';
import { useLocalePath } from '@sakina/shared/navigation';
import { Container, EmptyState, ErrorState, Skeleton } from '@sakina/shared/ui';
import { preloadArticle, useArticle } from '../api/get-article';
import { useLatestArticle } from '../api/get-latest-article';
import type { ArticleViewQuery } from '../api/get-article.generated';
import { articlePath, type ArticleKind } from '../utils/article-kind';
import { ArticleView } from './article-view';
import styles from './article-view.module.css';

function ArticleSkeleton({ label }: { label: string }) {
  return (
    <Container className={styles.page}>
      <div className={styles.article} aria-busy="true" role="status" aria-label={label}>
        <Skeleton lines={2} blockSize="2rem" />
        <Skeleton inlineSize="30%" />
        <Skeleton lines={6} />
      </div>
    </Container>
  );
}

function ArticleFailure({ kind, onRetry }: { kind: ArticleKind; onRetry: () => void }) {
  const { t } = useTranslation('public');
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t(`articles.kinds.${kind}.articleTitle`)}</h1>
      <ErrorState message={t('articles.article.error')} onRetry={onRetry} />
    </Container>
  );
}

/** The data preload of /blog/:id or /news/:id: the article, its related and the latest ones, ahead of a visit. */
export function preloadArticleData(kind: ArticleKind): PageDataPreload {
  return ({ client, params }) => preloadArticle(client, kind, params.id ?? '');
}

/** Why no article answered: its new address (301), unpublished (410) or never there (404). */
function addressError(
  kind: ArticleKind,
  address: ArticleViewQuery['address'],
  toLocale: (path: string) => string,
): HttpStatusError {
  if (address.status === 'MOVED' && address.id) return movedPermanently(toLocale(articlePath(kind, address.id)));
  return address.status === 'GONE' ? gone() : notFound();
}

/** /blog/:id and /news/:id; a renamed article's old id answers 301, an unpublished one 410, any other 404. */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useArticle(kind, id);

  if (error && !loading) return <ArticleFailure kind={kind} onRetry={() => void refetch().catch(() => undefined)} />;
  if (loading || !data) return <ArticleSkeleton label={t('articles.article.loading')} />;
  if (!data.article) throw addressError(kind, data.address, toLocale);
  return <ArticleView kind={kind} article={data.article} latest={data.latest.items} />;
}

/** /news/single: the newest article of the kind. */
export function LatestArticlePage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('public');
  const { data, loading, error, refetch } = useLatestArticle(kind);

  if (error && !loading) return <ArticleFailure kind={kind} onRetry={() => void refetch().catch(() => undefined)} />;
  if (loading || !data) return <ArticleSkeleton label={t('articles.article.loading')} />;
  if (!data.latestArticle) {
    return (
      <Container className={styles.page}>
        <h1 className={styles.title}>{t(`articles.kinds.${kind}.latestTitle`)}</h1>
        <EmptyState
          title={t(`articles.kinds.${kind}.empty`)}
          description={t(`articles.kinds.${kind}.emptyDescription`)}
        />
      </Container>
    );
  }
  return (
    <ArticleView
      kind={kind}
      article={data.latestArticle}
      latest={data.latest.items}
      eyebrow={t(`articles.kinds.${kind}.latestTitle`)}
    />
  );
}
