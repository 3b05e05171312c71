import { LatestArticlePage } from '../features/articles/components/article-page';

export default function NewsSinglePage() {
  return <LatestArticlePage kind="news" />;
}
