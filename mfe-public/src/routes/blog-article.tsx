import { ArticlePage } from '../features/articles/components/article-page';

export default function BlogArticlePage() {
  return <ArticlePage kind="blog" />;
}
