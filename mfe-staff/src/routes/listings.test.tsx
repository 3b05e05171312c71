import { screen, within } from '@testing-library/react';
import { listingsQuery, type ListingRow } from '../features/listings/api/get-listings';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffListingsPage from './listings';

const viewerMock = signedInAs({ role: 'EDITOR', permissions: ['content', 'listings'] });

const row = (id: string, nameEn: string, overrides: Partial<ListingRow> = {}): ListingRow => ({
  id,
  status: 'PUBLISHED',
  version: 3,
  name: { ar: `د. ${nameEn}`, en: `Dr ${nameEn}` },
  priceSar: 150,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const listings = (variables: object, items: ListingRow[], total = items.length) => ({
  request: { query: listingsQuery, variables: { status: null, page: 1, pageSize: 20, ...variables } },
  result: { data: { staffListings: { total, items } } },
});

describe('StaffListingsPage', () => {
  it('lists the listings with status, price and last change, and shows the drafts when asked', async () => {
    const { user } = renderPage(<StaffListingsPage />, {
      path: '/en/staff/listings',
      mocks: [
        viewerMock,
        listings({}, [row('12', 'Sara Alotaibi'), row('14', 'Omar Said', { status: 'DRAFT', priceSar: null })]),
        listings({ status: 'DRAFT' }, [row('14', 'Omar Said', { status: 'DRAFT', priceSar: null })]),
      ],
    });

    const table = await screen.findByRole('table', { name: 'Listings, most recently changed first' });
    const sara = within(table).getByRole('row', { name: /Dr Sara Alotaibi/ });
    expect(within(sara).getByRole('link', { name: 'Dr Sara Alotaibi' })).toHaveAttribute(
      'href',
      '/en/staff/listings/12',
    );
    expect(sara).toHaveTextContent('Published');
    expect(sara).toHaveTextContent('150 SAR');
    expect(sara).toHaveTextContent('20/11/2026');
    expect(within(table).getByRole('row', { name: /Dr Omar Said/ })).toHaveTextContent('Not set');
    expect(screen.getByRole('status')).toHaveTextContent('2 listings');

    const filter = screen.getByRole('navigation', { name: 'Show the listings by status' });
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filter).getByRole('link', { name: 'Draft' }));

    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dr Sara Alotaibi' })).not.toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'Draft' })).toHaveAttribute(
      'href',
      '/en/staff/listings?status=draft',
    );
  });

  it('reads the status and page from the address, in Arabic, with links to the other pages', async () => {
    renderPage(<StaffListingsPage />, {
      path: '/staff/listings?status=expired&page=2',
      mocks: [
        viewerMock,
        listings({ status: 'EXPIRED', page: 2 }, [row('30', 'Huda Saleh', { status: 'EXPIRED' })], 21),
      ],
    });

    const table = await screen.findByRole('table', { name: 'القوائم، الأحدث تعديلًا أولًا' });
    expect(within(table).getByRole('link', { name: 'د. Huda Saleh' })).toHaveAttribute('href', '/staff/listings/30');
    expect(within(table).getByRole('row', { name: /Huda Saleh/ })).toHaveTextContent('انتهى التسجيل');
    expect(screen.getByRole('status')).toHaveTextContent('21 قائمة');
    expect(
      within(screen.getByRole('navigation', { name: 'عرض القوائم حسب الحالة' })).getByRole('link', {
        name: 'انتهى التسجيل',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'الصفحة 1' })).toHaveAttribute('href', '/staff/listings?status=expired');
  });

  it('tells a member whose role has no listings so, without asking the API for them', async () => {
    renderPage(<StaffListingsPage />, {
      path: '/en/staff/listings',
      mocks: [signedInAs({ role: 'SUPPORT', permissions: ['inbox'] })],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
