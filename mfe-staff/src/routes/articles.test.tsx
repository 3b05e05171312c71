import { screen, within } from '@testing-library/react';
import { articlesQuery, type ArticleRow } from '../features/articles/api/get-articles';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffArticlesPage from './articles';

const editor = signedInAs({ role: 'EDITOR', permissions: ['content', 'listings'] });

const row = (id: string, titleEn: string, overrides: Partial<ArticleRow> = {}): ArticleRow => ({
  id,
  kind: 'BLOG',
  status: 'PUBLISHED',
  version: 3,
  listed: true,
  updatedAt: '2026-11-20T08:00:00.000Z',
  working: { id: `${id}0`, title: { ar: `عن ${titleEn}`, en: titleEn } },
  ...overrides,
});

const articles = (variables: object, items: ArticleRow[], total = items.length) => ({
  request: {
    query: articlesQuery,
    variables: { kind: 'BLOG', status: null, search: null, page: 1, pageSize: 20, ...variables },
  },
  result: { data: { staffArticles: { total, items } } },
});

describe('StaffArticlesPage', () => {
  it('lists the blog by default, then the news and its drafts as the kind and status links put them in the address', async () => {
    const { user } = renderPage(<StaffArticlesPage />, {
      path: '/en/staff/articles',
      mocks: [
        editor,
        articles({}, [
          row('12', 'Sleep before exams'),
          row('14', 'Talking to teenagers', { status: 'DRAFT', listed: false }),
        ]),
        articles({ kind: 'NEWS' }, [row('20', 'A new clinic in Jeddah', { kind: 'NEWS' })]),
        articles({ kind: 'NEWS', status: 'DRAFT' }, [
          row('21', 'Ramadan hours', { kind: 'NEWS', status: 'DRAFT', listed: false }),
        ]),
      ],
    });

    const table = await screen.findByRole('table', { name: 'Blog articles, most recently changed first' });
    const sleep = within(table).getByRole('row', { name: /Sleep before exams/ });
    expect(within(sleep).getByRole('link', { name: 'Sleep before exams' })).toHaveAttribute(
      'href',
      '/en/staff/articles/12',
    );
    expect(sleep).toHaveTextContent('Published');
    expect(sleep).toHaveTextContent('Yes');
    expect(sleep).toHaveTextContent('20/11/2026');
    expect(within(table).getByRole('row', { name: /Talking to teenagers/ })).toHaveTextContent('DraftNot on the site');
    expect(screen.getByRole('status')).toHaveTextContent('2 articles');
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute(
      'href',
      '/en/staff/articles/new?kind=blog',
    );

    const kinds = screen.getByRole('navigation', { name: 'Blog or news' });
    expect(within(kinds).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(kinds).getByRole('link', { name: 'News' }));

    const news = await screen.findByRole('table', { name: 'News items, most recently changed first' });
    expect(within(news).getByRole('link', { name: 'A new clinic in Jeddah' })).toBeInTheDocument();
    expect(within(kinds).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'New news item' })).toHaveAttribute(
      'href',
      '/en/staff/articles/new?kind=news',
    );

    const statuses = screen.getByRole('navigation', { name: 'Show by status' });
    expect(within(statuses).getByRole('link', { name: 'Draft' })).toHaveAttribute(
      'href',
      '/en/staff/articles?kind=news&status=draft',
    );
    await user.click(within(statuses).getByRole('link', { name: 'Draft' }));

    expect(await screen.findByRole('link', { name: 'Ramadan hours' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'A new clinic in Jeddah' })).not.toBeInTheDocument();
    expect(within(statuses).getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads kind, status, search and page from the address, in Arabic, and searches from page 1 within them', async () => {
    const { user } = renderPage(<StaffArticlesPage />, {
      path: '/staff/articles?kind=news&status=in_review&q=نوم&page=2',
      mocks: [
        editor,
        articles(
          { kind: 'NEWS', status: 'IN_REVIEW', search: 'نوم', page: 2 },
          [row('30', 'Sleep week', { kind: 'NEWS', status: 'IN_REVIEW', listed: false })],
          21,
        ),
        articles({ kind: 'NEWS', status: 'IN_REVIEW', search: 'نوم الأطفال' }, []),
      ],
    });

    const table = await screen.findByRole('table', { name: 'الأخبار، الأحدث تعديلًا أولًا' });
    expect(within(table).getByRole('link', { name: 'عن Sleep week' })).toHaveAttribute('href', '/staff/articles/30');
    expect(within(table).getByRole('row', { name: /Sleep week/ })).toHaveTextContent('قيد المراجعة الطبية');
    expect(screen.getByRole('status')).toHaveTextContent('21 مقال');
    expect(
      within(screen.getByRole('navigation', { name: 'العرض حسب الحالة' })).getByRole('link', {
        name: 'قيد المراجعة الطبية',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'الصفحة 1' })).toHaveAttribute(
      'href',
      '/staff/articles?kind=news&status=in_review&q=%D9%86%D9%88%D9%85',
    );

    const search = within(screen.getByRole('search', { name: 'البحث في المقالات' })).getByRole('searchbox', {
      name: 'كلمات من العنوان أو النص',
    });
    expect(search).toHaveValue('نوم');
    await user.type(search, ' الأطفال');
    await user.click(screen.getByRole('button', { name: 'بحث' }));

    expect(await screen.findByText('لا توجد مقالات')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a medical reviewer the list without a link to write one', async () => {
    renderPage(<StaffArticlesPage />, {
      path: '/en/staff/articles?kind=blog&status=in_review',
      mocks: [
        signedInAs({ role: 'MEDICAL_REVIEWER', permissions: ['medical-review'] }),
        articles({ status: 'IN_REVIEW' }, [row('12', 'Sleep before exams', { status: 'IN_REVIEW', listed: false })]),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Sleep before exams' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New article' })).not.toBeInTheDocument();
  });

  it('tells a member whose role has no articles so, without asking the API for them', async () => {
    renderPage(<StaffArticlesPage />, {
      path: '/en/staff/articles',
      mocks: [signedInAs({ role: 'SUPPORT', permissions: ['inbox'] })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
