import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { inboxItemQuery, type InboxItem } from '../features/inbox/api/get-inbox-item';
import { updateInboxItemMutation } from '../features/inbox/api/update-inbox-item';
import { useStaffConsole } from '../state/staff-store';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffInboxItemPage from './inbox-item';

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

const itemMock = (item: InboxItem | null, reference = item?.reference ?? 'C-000099') => ({
  request: { query: inboxItemQuery, variables: { reference } },
  result: { data: { staffInboxItem: item } },
});

const update = (result: object) => ({
  request: {
    query: updateInboxItemMutation,
    variables: { input: { kind: 'CONTACT', recordId: 12, state: 'DONE', note: 'Answered by phone.' } },
  },
  result,
});

const page = (
  <Routes>
    <Route path="/staff/inbox/:reference" element={<StaffInboxItemPage />} />
    <Route path="/en/staff/inbox/:reference" element={<StaffInboxItemPage />} />
  </Routes>
);

beforeEach(() => act(() => useStaffConsole.getState().reset()));

describe('StaffInboxItemPage', () => {
  it('shows the message and moves it to done with an internal note, then links back to the list as left', async () => {
    act(() => useStaffConsole.getState().setInboxListSearch('?state=new'));
    const done = { ...message, state: 'DONE' as const, note: 'Answered by phone.' };
    const { user } = renderPage(page, {
      path: '/en/staff/inbox/C-000012',
      mocks: [viewerMock, itemMock(message), update({ data: { staffUpdateInboxItem: done } }), itemMock(done)],
    });

    const item = await screen.findByRole('article', { name: 'C-000012 · Booking for my family' });
    expect(within(item).getByText('How are sessions booked?')).toBeInTheDocument();
    expect(within(item).getByText(/nobody holds it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute(
      'href',
      '/en/staff/inbox?state=new',
    );
    await user.selectOptions(within(item).getByRole('combobox', { name: /^State/ }), 'DONE');
    await user.type(within(item).getByRole('textbox', { name: /^Internal note/ }), 'Answered by phone.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));

    expect(await within(item).findByText('Saved.')).toBeInTheDocument();
    // The line under the title reads the state as saved.
    await waitFor(() => expect(within(item).getByText(/Contact message/)).toHaveTextContent(/^Done/));
  });

  it('keeps the chosen state and the note typed when saving fails, in Arabic', async () => {
    const { user } = renderPage(page, {
      path: '/staff/inbox/C-000012',
      mocks: [viewerMock, itemMock(message), update(refused('FORBIDDEN'))],
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
    renderPage(page, { path: '/staff/inbox/B-000007', mocks: [viewerMock, itemMock(request)] });

    const item = await screen.findByRole('article', { name: 'B-000007 · Gulf Logistics' });
    expect(item).not.toHaveTextContent(/[\u0660-\u0669]/);
    expect(item).toHaveTextContent('2026');
    const isolated = [...item.querySelectorAll('bdi')].map((run) => run.textContent);
    expect(isolated).toEqual(expect.arrayContaining(['Sara Ahmed', 'HR manager', '350', '4']));
  });

  it('says when no message has the reference, with the way back to the list', async () => {
    renderPage(page, { path: '/en/staff/inbox/C-000099', mocks: [viewerMock, itemMock(null)] });

    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was found with this id.');
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/en/staff/inbox');
  });
});
