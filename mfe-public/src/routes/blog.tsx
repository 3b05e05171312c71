import { ArticleList } from '../features/articles/components/article-list';

export default function BlogPage() {
  return <ArticleList kind="blog" />;
}
