import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { articlesPageSize } from '../features/articles/api/get-articles';
import { ArticleListDocument } from '../features/articles/api/get-articles.generated';
import { anxietyTag, articlesMock, sleepTag, summaryOf, tagsMock } from '../features/articles/testing/article-fixtures';
import { renderPage } from '../testing/render-page';
import BlogPage from './blog';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

const firstPage = Array.from({ length: articlesPageSize }, (_, index) =>
  summaryOf(`article-${index + 1}`, { en: `Article ${index + 1}`, ar: `المقال ${index + 1}` }, '2024-03-07', [
    sleepTag,
  ]),
);
const secondPage = [summaryOf('article-11', { en: 'Article 11', ar: 'المقال 11' }, '2023-01-18', [anxietyTag])];
const sleepArticles = [
  summaryOf(
    'five-habits-for-better-sleep',
    { en: 'Five habits for better sleep', ar: 'خمس عادات لنوم أفضل' },
    '2023-03-07',
    [sleepTag],
  ),
  summaryOf('screens-and-sleep', { en: 'Screens and sleep', ar: 'الشاشات والنوم' }, '2024-05-01', [sleepTag]),
];

const tags = tagsMock('BLOG', [anxietyTag, sleepTag]);

function renderBlog(path: string, mocks: ReturnType<typeof articlesMock>[]) {
  return renderPage(
    <>
      <BlogPage />
      <LocationProbe />
    </>,
    { path, mocks: [tags, ...mocks] },
  );
}

describe('BlogPage', () => {
  it('lists ten articles with title, date, summary and topics, and pages with links that keep the view', async () => {
    const { user } = renderBlog('/en/blog', [
      articlesMock({}, firstPage, { total: 11 }),
      articlesMock({ page: 2 }, secondPage, { total: 11 }),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading articles…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('11 articles')).toHaveAttribute('role', 'status');

    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards).toHaveLength(articlesPageSize);
    const first = within(cards[0]).getByRole('link', { name: 'Article 1' });
    expect(first).toHaveAttribute('href', '/en/blog/article-1');
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByText('March 7, 2024')).toBeInTheDocument();
    expect(within(card).getByText('What “Article 1” is about.')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Topics' })).getByText('Sleep')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: 'Article 11' })).toHaveAttribute('href', '/en/blog/article-11');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/blog?page=2');
    expect(screen.queryByRole('link', { name: 'Article 1' })).not.toBeInTheDocument();
    // The visitor is taken from the pagination back to the start of the new list.
    expect(document.activeElement).toContainElement(screen.getByRole('link', { name: 'Article 11' }));
  });

  it('searches by text when the search is submitted and by topic when one is chosen, keeping both in the URL', async () => {
    const { user } = renderBlog('/en/blog', [
      articlesMock({}, firstPage, { total: 11 }),
      articlesMock({ search: 'sleep', sort: 'RELEVANCE' }, sleepArticles),
      articlesMock({ search: 'sleep', tag: 'anxiety', sort: 'RELEVANCE' }, []),
    ]);
    await screen.findByRole('link', { name: 'Article 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'sleep');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/blog$/);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('link', { name: 'Five habits for better sleep' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/blog?q=sleep');
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/en/blog');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Topic' }), 'Anxiety');
    expect(
      await screen.findByRole('heading', { name: 'No results for your search, try something different' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/blog?q=sleep&tag=anxiety');
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/en/blog');
  });

  it('restores the whole view from a shared link', async () => {
    renderBlog('/en/blog?q=sleep&tag=sleep&sort=oldest&page=2', [
      articlesMock({ search: 'sleep', tag: 'sleep', sort: 'OLDEST', page: 2 }, secondPage, { total: 11 }),
    ]);

    expect(await screen.findByRole('link', { name: 'Article 11' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('sleep');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
    expect(await screen.findByRole('option', { name: 'Sleep' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('sleep');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/blog?q=sleep&tag=sleep&sort=oldest',
    );
  });

  it('sorts oldest first from page 1 again', async () => {
    const { user } = renderBlog('/en/blog?page=2', [
      articlesMock({ page: 2 }, secondPage, { total: 11 }),
      articlesMock({ sort: 'OLDEST' }, sleepArticles),
    ]);
    await screen.findByRole('link', { name: 'Article 11' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    expect(await screen.findByRole('link', { name: 'Five habits for better sleep' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/blog\?sort=oldest$/);
  });

  it('says so when nothing is published yet', async () => {
    renderBlog('/en/blog', [articlesMock({}, [])]);
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded, and recovers', async () => {
    const failing = {
      request: {
        query: ArticleListDocument,
        variables: { kind: 'BLOG', search: null, tag: null, sort: 'NEWEST', page: 1, pageSize: articlesPageSize },
      },
      error: new Error('Network down'),
    };
    const { user } = renderPage(<BlogPage />, {
      path: '/en/blog',
      mocks: [tags, failing, articlesMock({}, firstPage, { total: 11 })],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the articles. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
  });

  it('reads in Arabic, with the Hijri date beside the Gregorian one', async () => {
    renderBlog('/blog', [articlesMock({}, sleepArticles)]);

    expect(screen.getByRole('heading', { level: 1, name: 'المدونة' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'خمس عادات لنوم أفضل' });
    expect(link).toHaveAttribute('href', '/blog/five-habits-for-better-sleep');
    expect(screen.getByRole('status')).toHaveTextContent('مقالان');
    const date = (link.closest('li') as HTMLElement).querySelector('time');
    expect(date).toHaveAttribute('dateTime', '2023-03-07');
    expect(date?.textContent).toMatch(/^7 مارس 2023 \(.+ 1444 هـ\)$/);
    expect(screen.getByRole('searchbox', { name: 'ابحث في المدونة' })).toBeInTheDocument();
  });
});
