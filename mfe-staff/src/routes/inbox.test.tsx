import { act, screen, within } from '@testing-library/react';
import { inboxQuery, type InboxItem } from '../features/inbox/api/get-inbox';
import { updateInboxItemMutation } from '../features/inbox/api/update-inbox-item';
import { useStaffConsole } from '../state/staff-store';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffInboxPage from './inbox';

const viewerMock = signedInAs({ role: 'SUPPORT', permissions: ['inbox'] });

const message: InboxItem = {
  kind: 'CONTACT',
  recordId: 12,
  reference: 'C-000012',
  receivedAt: '2026-11-20T08:00:00.000Z',
  state: 'NEW',
  holder: null,
  note: null,
  contact: {
    name: 'Noura Alharbi',
    email: 'noura@example.com',
    phone: '+966501234567',
    reason: 'INQUIRY',
    subject: 'Booking for my family',
    message: 'How are sessions booked?',
  },
  business: null,
};

/** The unfiltered inbox, holding `item` alone. */
const inboxMock = (item: InboxItem) => ({
  request: { query: inboxQuery, variables: { filter: { kind: null, state: null, reason: null, page: 1 } } },
  result: { data: { staffInbox: { total: 1, items: [item] } } },
});

const update = (result: object) => ({
  request: {
    query: updateInboxItemMutation,
    variables: { input: { kind: 'CONTACT', recordId: 12, state: 'DONE', note: 'Answered by phone.' } },
  },
  result,
});

beforeEach(() => act(() => useStaffConsole.getState().reset()));

describe('StaffInboxPage', () => {
  it('moves a contact message to done with an internal note', async () => {
    const { user } = renderPage(<StaffInboxPage />, {
      path: '/en/staff/inbox',
      mocks: [
        viewerMock,
        inboxMock(message),
        update({ data: { staffUpdateInboxItem: { ...message, state: 'DONE', note: 'Answered by phone.' } } }),
        inboxMock({ ...message, state: 'DONE', note: 'Answered by phone.' }),
      ],
    });

    const item = await screen.findByRole('article', { name: 'C-000012 · Booking for my family' });
    expect(within(item).getByText('How are sessions booked?')).toBeInTheDocument();
    expect(within(item).getByText(/nobody holds it/)).toBeInTheDocument();
    await user.selectOptions(within(item).getByRole('combobox', { name: /^State/ }), 'DONE');
    await user.type(within(item).getByRole('textbox', { name: /^Internal note/ }), 'Answered by phone.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));

    expect(await within(item).findByText('Saved.')).toBeInTheDocument();
  });

  it('keeps the chosen state and the note typed when saving fails, in Arabic', async () => {
    const { user } = renderPage(<StaffInboxPage />, {
      path: '/staff/inbox',
      mocks: [viewerMock, inboxMock(message), update(refused('FORBIDDEN'))],
    });

    const item = await screen.findByRole('article', { name: 'C-000012 · Booking for my family' });
    await user.selectOptions(within(item).getByRole('combobox', { name: /^الحالة/ }), 'DONE');
    await user.type(within(item).getByRole('textbox', { name: /^ملاحظة داخلية/ }), 'Answered by phone.');
    await user.click(within(item).getByRole('button', { name: 'حفظ' }));

    expect(await within(item).findByText('دورك لا يسمح بهذا الإجراء.')).toBeInTheDocument();
    expect(within(item).getByRole('combobox', { name: /^الحالة/ })).toHaveValue('DONE');
    expect(within(item).getByRole('textbox', { name: /^ملاحظة داخلية/ })).toHaveValue('Answered by phone.');
  });

  it('writes an Arabic line with Latin digits and each sent value isolated, as the rest of the site does', async () => {
    const request: InboxItem = {
      ...message,
      kind: 'BUSINESS',
      reference: 'B-000007',
      contact: null,
      business: {
        institutionName: 'Gulf Logistics',
        employeeName: 'Sara Ahmed',
        position: 'HR manager',
        email: 'sara@gulf.example',
        phone: '+966501234567',
        beneficiaryCount: 350,
        branchCount: 4,
      },
    };
    renderPage(<StaffInboxPage />, { path: '/staff/inbox', mocks: [viewerMock, inboxMock(request)] });

    const item = await screen.findByRole('article', { name: 'B-000007 · Gulf Logistics' });
    expect(item).not.toHaveTextContent(/[\u0660-\u0669]/);
    expect(item).toHaveTextContent('2026');
    const isolated = [...item.querySelectorAll('bdi')].map((run) => run.textContent);
    expect(isolated).toEqual(expect.arrayContaining(['Sara Ahmed', 'HR manager', '350', '4']));
  });
});
