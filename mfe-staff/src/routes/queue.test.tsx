import { act, fireEvent, screen, within } from '@testing-library/react';
import { reviewQueueQuery, type QueueRow } from '../features/queue/api/get-review-queue';
import { useStaffConsole } from '../state/staff-store';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffQueuePage from './queue';

const viewerMock = signedInAs({ role: 'REVIEWER', permissions: ['applications'] });

const row = (id: string, nameEn: string, holder: QueueRow['holder']): QueueRow => ({
  id,
  version: 'v1',
  holder,
  application: {
    id,
    status: 'SUBMITTED',
    submittedAt: '2026-11-19T08:00:00.000Z',
    personal: { fullNameAr: `عربي ${nameEn}`, fullNameEn: nameEn },
    professional: { jobType: 'physician', sfhscRegistrationNumber: `REG-${id}` },
  },
});

const filter = (overrides: Record<string, unknown> = {}) => ({
  statuses: ['SUBMITTED'],
  jobType: null,
  submittedFrom: null,
  submittedTo: null,
  search: null,
  page: 1,
  pageSize: 20,
  ...overrides,
});

beforeEach(() => act(() => useStaffConsole.getState().reset()));

describe('StaffQueuePage', () => {
  it('lists submitted applications with who holds each, and searches by name or registration number', async () => {
    const { user } = renderPage(<StaffQueuePage />, {
      path: '/en/staff',
      mocks: [
        viewerMock,
        {
          request: { query: reviewQueueQuery, variables: { filter: filter() } },
          result: {
            data: {
              staffReviewQueue: {
                total: 2,
                items: [
                  row('a1', 'Sara Alotaibi', { id: 'staff-9', email: 'other@sakina.example' }),
                  row('a2', 'Omar Said', null),
                ],
              },
            },
          },
        },
        {
          request: {
            query: reviewQueueQuery,
            variables: { filter: filter({ search: 'REG-a2', jobType: 'physician' }) },
          },
          result: { data: { staffReviewQueue: { total: 1, items: [row('a2', 'Omar Said', null)] } } },
        },
      ],
    });

    const table = await screen.findByRole('table', { name: 'Applications, oldest submission first' });
    expect(within(table).getByRole('link', { name: 'Sara Alotaibi' })).toHaveAttribute(
      'href',
      '/en/staff/applications/a1',
    );
    expect(within(table).getByRole('row', { name: /Sara Alotaibi/ })).toHaveTextContent('other@sakina.example');
    expect(within(table).getByRole('row', { name: /Omar Said/ })).toHaveTextContent('Nobody');
    expect(screen.getByRole('status')).toHaveTextContent('2 applications');

    const search = screen.getByRole('search', { name: 'Filter the queue' });
    await user.type(within(search).getByRole('searchbox', { name: /^Name or registration number/ }), 'REG-a2');
    await user.selectOptions(within(search).getByRole('combobox', { name: /^Job type/ }), 'physician');
    await user.click(within(search).getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('1 application')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sara Alotaibi' })).not.toBeInTheDocument();
    // The filters are the console's working state: they are still there when the reviewer comes back.
    expect(useStaffConsole.getState().queue).toMatchObject({ search: 'REG-a2', jobType: 'physician', page: 1 });
  });

  it('filters by submission dates and status in Arabic, and shows an empty result as such', async () => {
    const { user } = renderPage(<StaffQueuePage />, {
      path: '/staff',
      mocks: [
        viewerMock,
        {
          request: { query: reviewQueueQuery, variables: { filter: filter() } },
          result: { data: { staffReviewQueue: { total: 1, items: [row('a1', 'Sara Alotaibi', null)] } } },
        },
        {
          request: {
            query: reviewQueueQuery,
            variables: {
              filter: filter({ statuses: ['REJECTED'], submittedFrom: '2026-11-01', submittedTo: '2026-11-30' }),
            },
          },
          result: { data: { staffReviewQueue: { total: 0, items: [] } } },
        },
      ],
    });

    const table = await screen.findByRole('table', { name: 'الطلبات، الأقدم إرسالًا أولًا' });
    expect(within(table).getByRole('link', { name: 'عربي Sara Alotaibi' })).toHaveAttribute(
      'href',
      '/staff/applications/a1',
    );
    const search = screen.getByRole('search', { name: 'تصفية القائمة' });
    await user.selectOptions(within(search).getByRole('combobox', { name: /^الحالة/ }), 'REJECTED');
    fireEvent.change(within(search).getByLabelText(/^أُرسل من/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(search).getByLabelText(/^أُرسل حتى/), { target: { value: '2026-11-30' } });
    await user.click(within(search).getByRole('button', { name: 'تطبيق عوامل التصفية' }));

    expect(await screen.findByText('لا توجد طلبات')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
