import { screen, within } from '@testing-library/react';
import { inboxQuery, type InboxRow } from '../features/inbox/api/get-inbox';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffInboxPage from './inbox';

const viewerMock = signedInAs({ role: 'SUPPORT', permissions: ['inbox'] });

const message: InboxRow = {
  kind: 'CONTACT',
  recordId: 12,
  reference: 'C-000012',
  receivedAt: '2026-11-20T08:00:00.000Z',
  state: 'NEW',
  holder: null,
  contact: { name: 'Noura Alharbi' },
  business: null,
};

const request: InboxRow = {
  kind: 'BUSINESS',
  recordId: 7,
  reference: 'B-000007',
  receivedAt: '2026-11-19T10:30:00.000Z',
  state: 'IN_PROGRESS',
  holder: { id: 'staff-2', email: 'support@sakina.example' },
  contact: null,
  business: { institutionName: 'Gulf Logistics' },
};

/** The inbox's page the filter asks for, holding `items` of `total`. */
const inbox = (filter: object, items: InboxRow[], total = items.length) => ({
  request: { query: inboxQuery, variables: { filter: { kind: null, state: null, reason: null, page: 1, ...filter } } },
  result: { data: { staffInbox: { total, items } } },
});

describe('StaffInboxPage', () => {
  it('lists one row a message: reference linking to it, kind, sender, received, state and holder', async () => {
    renderPage(<StaffInboxPage />, { path: '/en/staff/inbox', mocks: [viewerMock, inbox({}, [message, request])] });

    const table = await screen.findByRole('table', { name: 'Messages and requests, newest first' });
    const contact = within(table).getByRole('row', { name: /C-000012/ });
    expect(within(contact).getByRole('link', { name: 'C-000012' })).toHaveAttribute('href', '/en/staff/inbox/C-000012');
    expect(contact).toHaveTextContent('Contact message');
    expect(contact).toHaveTextContent('Noura Alharbi');
    expect(contact).toHaveTextContent('20 Nov 2026');
    expect(contact).toHaveTextContent('New');
    expect(contact).toHaveTextContent('Nobody');
    const business = within(table).getByRole('row', { name: /B-000007/ });
    expect(business).toHaveTextContent('Business request');
    expect(business).toHaveTextContent('Gulf Logistics');
    expect(business).toHaveTextContent('In progress');
    expect(business).toHaveTextContent('support@sakina.example');
    expect(screen.getByRole('status')).toHaveTextContent('2 messages');
    // The list holds no form: each item's form is on its own page.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('applies the filters through the address and reads them back from it', async () => {
    const { user } = renderPage(<StaffInboxPage />, {
      path: '/en/staff/inbox',
      mocks: [viewerMock, inbox({}, [message, request]), inbox({ kind: 'BUSINESS', state: 'IN_PROGRESS' }, [request])],
    });

    await screen.findByRole('table');
    const filters = screen.getByRole('search', { name: 'Filter the inbox' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: /^Kind/ }), 'BUSINESS');
    await user.selectOptions(within(filters).getByRole('combobox', { name: /^State/ }), 'IN_PROGRESS');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /C-000012/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveValue('BUSINESS');
  });

  it('opens on the filters and page its address names, in Arabic with Latin digits and isolated runs', async () => {
    renderPage(<StaffInboxPage />, {
      path: '/staff/inbox?state=in_progress&page=2',
      mocks: [viewerMock, inbox({ state: 'IN_PROGRESS', page: 2 }, [request], 21)],
    });

    const row = await screen.findByRole('row', { name: /B-000007/ });
    expect(row).toHaveTextContent('قيد المعالجة');
    expect(row).not.toHaveTextContent(/[\u0660-\u0669]/);
    expect(row).toHaveTextContent('2026');
    expect([...row.querySelectorAll('bdi')].map((run) => run.textContent)).toEqual(
      expect.arrayContaining(['B-000007', 'Gulf Logistics']),
    );
    expect(screen.getByRole('combobox', { name: /^الحالة/ })).toHaveValue('IN_PROGRESS');
    expect(screen.getByRole('link', { name: 'الصفحة السابقة' })).toHaveAttribute(
      'href',
      '/staff/inbox?state=in_progress',
    );
  });
});
