import { ArticlePage, preloadArticleData } from '../features/articles/components/article-page';

export const preloadData = preloadArticleData('news');

export default function NewsArticlePage() {
  return <ArticlePage kind="news" />;
}
