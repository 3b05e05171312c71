import { ArticlePage } from '../features/articles/components/article-page';

export default function NewsArticlePage() {
  return <ArticlePage kind="news" />;
}
