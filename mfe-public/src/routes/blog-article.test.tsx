import { screen, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { locationOf, statusOf } from '@sakina/shared/contracts';
import { ArticleViewDocument } from '../features/articles/api/get-article.generated';
import {
  anxietyTag,
  detailOf,
  sleepTag,
  summaryOf,
  typedDetail,
  typedSummary,
} from '../features/articles/testing/article-fixtures';
import type {
  ArticleDetailFieldsFragment,
  ArticleSummaryFieldsFragment,
} from '../features/articles/api/article-fields.generated';
import { createCountingClient } from '@sakina/shared/testing';
import { renderPage } from '../testing/render-page';
import BlogArticlePage, { preloadData } from './blog-article';

const habits = summaryOf(
  'five-habits-for-better-sleep',
  { en: 'Five habits for better sleep', ar: 'خمس عادات لنوم أفضل' },
  '2023-03-07',
  [sleepTag, anxietyTag],
);
const screens = summaryOf('screens-and-sleep', { en: 'Screens and sleep', ar: 'الشاشات والنوم' }, '2024-05-01', [
  sleepTag,
]);
const burnout = summaryOf('burnout-or-tired', { en: 'Burnout or just tired?', ar: 'احتراق أم تعب؟' }, '2025-01-10');

function articleMock(
  id: string,
  article: ArticleDetailFieldsFragment | null,
  latest: ArticleSummaryFieldsFragment[],
  address: { status: string; id: string | null } = { status: article ? 'CURRENT' : 'UNKNOWN', id: null },
) {
  return {
    request: { query: ArticleViewDocument, variables: { kind: 'BLOG', id } },
    result: {
      data: {
        article: article && typedDetail(article),
        latest: { __typename: 'ArticlePage', items: latest.map(typedSummary) },
        address: { __typename: 'ArticleAddress', ...address },
      },
    },
  };
}

class CatchError extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? <p>caught</p> : this.props.children;
  }
}

function renderArticle(
  path: string,
  mocks: ReturnType<typeof articleMock>[],
  onError: (error: unknown) => void = () => {},
) {
  return renderPage(
    <CatchError onError={onError}>
      <Routes>
        <Route path="/blog/:id" element={<BlogArticlePage />} />
        <Route path="/en/blog/:id" element={<BlogArticlePage />} />
      </Routes>
    </CatchError>,
    { path, mocks },
  );
}

describe('BlogArticlePage', () => {
  it('shows the article with its date, topics, body, related and latest articles', async () => {
    renderArticle('/en/blog/five-habits-for-better-sleep', [
      articleMock('five-habits-for-better-sleep', detailOf(habits, [screens]), [burnout, habits, screens]),
    ]);

    expect(screen.getByRole('status', { name: 'Loading the article…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Five habits for better sleep' })).toBeInTheDocument();
    expect(screen.getByText('Published on', { exact: false })).toHaveTextContent('Published on March 7, 2023');
    expect(document.title).toMatch(/^Five habits for better sleep \| /);

    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/en/blog?tag=sleep');
    expect(within(topics).getByRole('link', { name: 'Anxiety' })).toHaveAttribute('href', '/en/blog?tag=anxiety');
    expect(screen.getByText('First paragraph of Five habits for better sleep.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/en/blog');

    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getByRole('link', { name: 'Screens and sleep' })).toHaveAttribute(
      'href',
      '/en/blog/screens-and-sleep',
    );
    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(
      within(latest)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Burnout or just tired?', 'Screens and sleep']);
  });

  it('shows the cover picture at its stored size, with its text alternative and every width', async () => {
    const withCover = {
      ...detailOf(habits),
      cover: {
        alt: { en: 'A dim bedroom at night', ar: 'غرفة نوم خافتة الإضاءة ليلًا' },
        image: { id: 'c0ffee00-0000-4000-8000-000000000001', width: 1600, height: 900, widths: [320, 640, 960, 1600] },
      },
    };
    renderArticle('/en/blog/five-habits-for-better-sleep', [
      articleMock('five-habits-for-better-sleep', withCover, [habits]),
    ]);

    const cover = await screen.findByRole('img', { name: 'A dim bedroom at night' });
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '900');
    expect(cover).toHaveAttribute('src', '/media/c0ffee00-0000-4000-8000-000000000001/960.webp');
    expect(cover.getAttribute('srcset')).toContain('/media/c0ffee00-0000-4000-8000-000000000001/1600.webp 1600w');
  });

  it('opens a related article in place', async () => {
    const { user } = renderArticle('/en/blog/five-habits-for-better-sleep', [
      articleMock('five-habits-for-better-sleep', detailOf(habits, [screens]), [habits]),
      articleMock('screens-and-sleep', detailOf(screens, [habits]), [screens, habits]),
    ]);

    const related = await screen.findByRole('region', { name: 'Related articles' });
    await user.click(within(related).getByRole('link', { name: 'Screens and sleep' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Screens and sleep' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Related articles' })).getByRole('link', {
        name: 'Five habits for better sleep',
      }),
    ).toBeInTheDocument();
  });

  it('reads in Arabic with the Hijri date', async () => {
    renderArticle('/blog/five-habits-for-better-sleep', [
      articleMock('five-habits-for-better-sleep', detailOf(habits), [habits]),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'خمس عادات لنوم أفضل' })).toBeInTheDocument();
    expect(screen.getByText('نُشر في', { exact: false })).toHaveTextContent(/^نُشر في 7 مارس 2023 \(.+ 1444 هـ\)$/);
    expect(within(screen.getByRole('list', { name: 'المواضيع' })).getByRole('link', { name: 'النوم' })).toHaveAttribute(
      'href',
      '/blog?tag=sleep',
    );
    expect(screen.queryByRole('region', { name: 'مقالات ذات صلة' })).not.toBeInTheDocument();
  });

  it('is a 404 when no article has that id', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const errors: unknown[] = [];
    renderArticle('/en/blog/no-such-article', [articleMock('no-such-article', null, [habits])], (error) =>
      errors.push(error),
    );

    expect(await screen.findByText('caught')).toBeInTheDocument();
    expect(errors.map(statusOf)).toEqual([404]);
    consoleError.mockRestore();
  });

  it.each([
    ['moved', { status: 'MOVED', id: 'five-habits-for-better-sleep' }, 301, '/en/blog/five-habits-for-better-sleep'],
    ['unpublished', { status: 'GONE', id: null }, 410, undefined],
  ])('answers an old address of a %s article with its status', async (_case, address, status, location) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const errors: unknown[] = [];
    renderArticle('/en/blog/old-habits', [articleMock('old-habits', null, [habits], address)], (error) =>
      errors.push(error),
    );

    expect(await screen.findByText('caught')).toBeInTheDocument();
    expect(errors.map(statusOf)).toEqual([status]);
    expect(errors.map(locationOf)).toEqual([location]);
    consoleError.mockRestore();
  });

  it('offers to try again when the article cannot be loaded', async () => {
    const failing = {
      request: { query: ArticleViewDocument, variables: { kind: 'BLOG', id: 'five-habits-for-better-sleep' } },
      error: new Error('Network down'),
    };
    const { user } = renderPage(
      <Routes>
        <Route path="/en/blog/:id" element={<BlogArticlePage />} />
      </Routes>,
      {
        path: '/en/blog/five-habits-for-better-sleep',
        mocks: [failing, articleMock('five-habits-for-better-sleep', detailOf(habits), [])],
      },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this article.');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog article' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Five habits for better sleep' })).toBeInTheDocument();
  });
});

describe("an article's data preload", () => {
  it('fills the cache with the article the page reads: opened afterwards, the page asks the API nothing', async () => {
    const { client, requests } = createCountingClient([
      articleMock('five-habits-for-better-sleep', detailOf(habits, [screens]), [burnout, habits]),
    ]);
    await preloadData({
      client,
      params: { id: 'five-habits-for-better-sleep' },
      locale: 'en',
      search: new URLSearchParams(),
    });
    expect(requests).toEqual(['ArticleView']);

    renderPage(
      <Routes>
        <Route path="/en/blog/:id" element={<BlogArticlePage />} />
      </Routes>,
      { path: '/en/blog/five-habits-for-better-sleep', client },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Five habits for better sleep' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Latest articles' })).getAllByRole('link')).toHaveLength(1);
    expect(requests).toEqual(['ArticleView']);
  });
});
