import { ArticlePage, preloadArticleData } from '../features/articles/components/article-page';

export const preloadData = preloadArticleData('blog');

export default function BlogArticlePage() {
  return <ArticlePage kind="blog" />;
}
