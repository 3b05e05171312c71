import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { notFound } from '@sakina/shared/contracts';
import { fromSchemaEnum } from '@sakina/shared/graphql';
import { Container, Skeleton } from '@sakina/shared/ui';
import { useArticlePreview } from '../features/articles/api/get-article-preview';
import { ArticleView } from '../features/articles/components/article-view';
import styles from '../features/articles/components/article-view.module.css';

/** /preview/article/:token: an unpublished copy exactly as its public page will show it (staff links, an hour). */
export default function ArticlePreviewPage() {
  const { t } = useTranslation('public');
  const { token = '' } = useParams();
  const { data, loading, error } = useArticlePreview(token);
  if (loading) {
    return (
      <Container>
        <Skeleton lines={6} />
      </Container>
    );
  }
  if (error) throw error;
  const article = data?.articlePreview;
  if (!article) {
    if (!data) throw notFound();
    return (
      <Container className={styles.page}>
        <h1 className={styles.title}>{t('articles.preview.expired')}</h1>
      </Container>
    );
  }
  return (
    <ArticleView
      kind={fromSchemaEnum(article.kind) === 'news' ? 'news' : 'blog'}
      article={article}
      latest={[]}
      eyebrow={t('articles.preview.eyebrow')}
    />
  );
}
