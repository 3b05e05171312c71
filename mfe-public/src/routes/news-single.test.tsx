import { screen, within } from '@testing-library/react';
import { LatestArticleViewDocument } from '../features/articles/api/get-latest-article.generated';
import { detailOf, summaryOf, typedDetail, typedSummary } from '../features/articles/testing/article-fixtures';
import { renderPage } from '../testing/render-page';
import NewsSinglePage from './news-single';

const launch = summaryOf(
  'sakina-app-launch',
  { en: 'Sakina launches its app', ar: 'سكينة تطلق تطبيقها' },
  '2026-10-10',
  [{ id: 'platform-news', name: { en: 'Platform news', ar: 'أخبار المنصة' } }],
);
const partnership = summaryOf('new-partnership', { en: 'A new partnership', ar: 'شراكة جديدة' }, '2026-07-21');

describe('NewsSinglePage', () => {
  it('shows the latest news article, with links into the news list', async () => {
    renderPage(<NewsSinglePage />, {
      path: '/en/news/single',
      mocks: [
        {
          request: { query: LatestArticleViewDocument, variables: { kind: 'NEWS' } },
          result: {
            data: {
              latestArticle: typedDetail(detailOf(launch)),
              latest: { __typename: 'ArticlePage', items: [launch, partnership].map(typedSummary) },
            },
          },
        },
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sakina launches its app' })).toBeInTheDocument();
    expect(screen.getByText('Latest news')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Platform news' })).toHaveAttribute('href', '/en/news?tag=platform-news');
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news');
    const more = screen.getByRole('region', { name: 'More recent news' });
    expect(within(more).getByRole('link', { name: 'A new partnership' })).toHaveAttribute(
      'href',
      '/en/news/new-partnership',
    );
  });

  it('says so when there is no news yet', async () => {
    renderPage(<NewsSinglePage />, {
      path: '/news/single',
      mocks: [
        {
          request: { query: LatestArticleViewDocument, variables: { kind: 'NEWS' } },
          result: { data: { latestArticle: null, latest: { __typename: 'ArticlePage', items: [] } } },
        },
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'آخر الأخبار' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'لا توجد أخبار بعد' })).toBeInTheDocument();
  });
});
