import { ArticleList } from '../features/articles/components/article-list';

export default function NewsPage() {
  return <ArticleList kind="news" />;
}
