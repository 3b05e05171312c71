import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { changeStaffRoleMutation } from '../features/members/api/change-staff-role';
import { staffCreateMemberMutation } from '../features/members/api/create-staff-member';
import { disableStaffMemberMutation } from '../features/members/api/disable-staff-member';
import { endStaffSessionsMutation } from '../features/members/api/end-staff-sessions';
import { resetStaffMemberMutation } from '../features/members/api/reset-staff-member';
import { staffMembersQuery, type StaffMember } from '../features/members/api/get-staff-members';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffMembersPage from './members';

const viewerMock = signedInAs({
  id: 'staff-1',
  email: 'admin@sakina.example',
  role: 'ADMIN',
  permissions: ['applications', 'inbox', 'staff', 'audit'],
});

/** As the API answers it: the type name lets the cache put a mutation's answer in the list. */
type CachedMember = StaffMember & { __typename: 'StaffMember' };

const admin: CachedMember = {
  __typename: 'StaffMember',
  id: 'staff-1',
  email: 'admin@sakina.example',
  role: 'ADMIN',
  setupComplete: true,
  disabledAt: null,
  version: 3,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const newcomer: CachedMember = {
  __typename: 'StaffMember',
  id: 'staff-7',
  email: 'new.reviewer@sakina.example',
  role: 'REVIEWER',
  setupComplete: false,
  disabledAt: null,
  version: 1,
  createdAt: '2026-11-25T09:00:00.000Z',
};
const reviewer: CachedMember = {
  __typename: 'StaffMember',
  id: 'staff-9',
  email: 'reviewer@sakina.example',
  role: 'REVIEWER',
  setupComplete: true,
  disabledAt: null,
  version: 4,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const setupUrl = 'http://127.0.0.1:8080/staff/set-up#token=abcdefghijklmnopqrstuvwxyz012345';

const membersMock = (members: StaffMember[]) => ({
  request: { query: staffMembersQuery },
  result: { data: { staffMembers: members } },
});
const create = (email: string, role: string, result: object) => ({
  request: { query: staffCreateMemberMutation, variables: { email, role } },
  result,
});

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true });
}

afterEach(() => setClipboard(undefined));

describe('StaffMembersPage', () => {
  it('lists the members with their role, set-up and the day they were added', async () => {
    renderPage(<StaffMembersPage />, {
      path: '/en/staff/members',
      mocks: [viewerMock, membersMock([admin, newcomer])],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Staff members' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Staff members, by email' });
    expect(screen.getByText('2 members')).toBeInTheDocument();
    const adminRow = within(table).getByRole('row', { name: /admin@sakina\.example/ });
    expect(adminRow).toHaveTextContent('admin');
    expect(adminRow).toHaveTextContent('Finished');
    expect(adminRow).toHaveTextContent('01/11/2026');
    const newcomerRow = within(table).getByRole('row', { name: /new\.reviewer@sakina\.example/ });
    expect(newcomerRow).toHaveTextContent('reviewer');
    expect(newcomerRow).toHaveTextContent('Waiting for set-up');
    expect(await screen.findByRole('link', { name: 'Staff members' })).toHaveAttribute('href', '/en/staff/members');
  });

  it('tells a reviewer the page is not for their role, without a form or a link to it', async () => {
    renderPage(<StaffMembersPage />, {
      path: '/en/staff/members',
      mocks: [signedInAs({ role: 'REVIEWER', permissions: ['applications'] })],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review queue' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff members' })).not.toBeInTheDocument();
  });

  it('adds a member and shows the one-time set-up link to copy, with its lifetime, in Arabic', async () => {
    const { user } = renderPage(<StaffMembersPage />, {
      path: '/staff/members',
      mocks: [
        viewerMock,
        membersMock([admin]),
        create(newcomer.email, 'REVIEWER', { data: { staffCreateMember: { member: newcomer, setupUrl } } }),
        membersMock([admin, newcomer]),
      ],
    });
    const writeText = jest.fn().mockResolvedValue(undefined);

    await user.type(await screen.findByRole('textbox', { name: /^البريد الإلكتروني/ }), newcomer.email);
    await user.selectOptions(screen.getByRole('combobox', { name: /^الدور/ }), 'REVIEWER');
    await user.click(screen.getByRole('button', { name: 'إضافة العضو' }));

    const heading = await screen.findByRole('heading', { level: 2, name: `رابط الإعداد لـ ${newcomer.email}` });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'رابط الإعداد لمرة واحدة' })).toHaveValue(setupUrl);
    expect(screen.getByText(/يظهر هذه المرة فقط، ويعمل مرة واحدة، وتنتهي صلاحيته بعد 72 ساعة/)).toBeInTheDocument();
    // The form is ready for the next member; the list shows this one.
    expect(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveValue('');
    const table = await screen.findByRole('table', { name: 'أعضاء الفريق، حسب البريد الإلكتروني' });
    expect(await within(table).findByRole('row', { name: /new\.reviewer@sakina\.example/ })).toHaveTextContent(
      'بانتظار الإعداد',
    );

    // After render: user-event puts its own clipboard on navigator when it is set up.
    setClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'نسخ الرابط' }));
    expect(writeText).toHaveBeenCalledWith(setupUrl);
    expect(await screen.findByText('نُسخ الرابط.')).toBeInTheDocument();
  });

  it('says beside the email that a member already has it, and keeps the email and role chosen', async () => {
    const { user } = renderPage(<StaffMembersPage />, {
      path: '/en/staff/members',
      mocks: [viewerMock, membersMock([admin]), create(admin.email, 'SUPPORT', refused('STAFF_EMAIL_TAKEN'))],
    });

    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await user.type(email, admin.email);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'SUPPORT');
    await user.click(screen.getByRole('button', { name: 'Add the member' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(email).toHaveAccessibleDescription(/A staff member already has this email\./);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue(admin.email);
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveValue('SUPPORT');
    expect(screen.queryByRole('heading', { level: 2, name: /Set-up link/ })).not.toBeInTheDocument();
  });

  it('says in Arabic which field is wrong when the address is refused, and asks for a role first', async () => {
    const { user } = renderPage(<StaffMembersPage />, {
      path: '/staff/members',
      mocks: [
        viewerMock,
        membersMock([admin]),
        create(
          'not-an-address',
          'ADMIN',
          refused('BAD_USER_INPUT', { fields: [{ path: 'email', code: 'email_invalid' }] }),
        ),
      ],
    });

    const email = await screen.findByRole('textbox', { name: /^البريد الإلكتروني/ });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'إضافة العضو' }));
    expect(screen.getByRole('combobox', { name: /^الدور/ })).toHaveAccessibleDescription(/اختر دور العضو الجديد\./);

    await user.selectOptions(screen.getByRole('combobox', { name: /^الدور/ }), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'إضافة العضو' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('بعض الحقول تحتاج إلى مراجعة');
    expect(email).toHaveAccessibleDescription(/يرجى إدخال بريد إلكتروني صحيح/);
    expect(email).toHaveValue('not-an-address');
    expect(screen.getByRole('combobox', { name: /^الدور/ })).toHaveValue('ADMIN');
  });

  describe('managing a member', () => {
    const mutation = (query: DocumentNode, variables: object, result: object) => ({
      request: { query, variables },
      result,
    });
    const renderManaging = (path: string, calls: MockLink.MockedResponse[]) =>
      renderPage(<StaffMembersPage />, { path, mocks: [viewerMock, membersMock([admin, reviewer]), ...calls] });
    const manage = async (user: { click: (element: Element) => Promise<void> }, email: string, name = 'Manage') =>
      user.click(await screen.findByRole('button', { name: `${name} ${email}` }));

    it('disables a member once confirmed: the list says so and the panel offers to enable them', async () => {
      const disabled = { ...reviewer, disabledAt: '2026-11-27T10:00:00.000Z', version: 5 };
      const { user } = renderManaging('/en/staff/members', [
        mutation(
          disableStaffMemberMutation,
          { id: reviewer.id, version: 4 },
          { data: { staffDisableMember: disabled } },
        ),
      ]);

      await manage(user, reviewer.email);
      const panel = screen.getByRole('region', { name: `Manage ${reviewer.email}` });
      expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
      await user.click(within(panel).getByRole('button', { name: 'Disable the member' }));
      expect(within(panel).getByText(`Disable ${reviewer.email}? Their open sessions end now.`)).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Yes, disable' }));

      expect(await within(panel).findByText('Disabled: their sessions have ended.')).toHaveAttribute('role', 'status');
      const table = screen.getByRole('table', { name: 'Staff members, by email' });
      expect(within(table).getByRole('row', { name: /reviewer@sakina\.example/ })).toHaveTextContent('Disabled');
      expect(within(panel).getByText('Disabled since 27/11/2026: they cannot sign in.')).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Enable the member' })).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Reset password and authenticator' })).not.toBeInTheDocument();
    });

    it('changes a role in Arabic and says from when it applies', async () => {
      const { user } = renderManaging('/staff/members', [
        mutation(
          changeStaffRoleMutation,
          { id: reviewer.id, version: 4, role: 'SUPPORT' },
          { data: { staffChangeMemberRole: { ...reviewer, role: 'SUPPORT', version: 5 } } },
        ),
      ]);

      await manage(user, reviewer.email, 'إدارة');
      const panel = screen.getByRole('region', { name: `إدارة ${reviewer.email}` });
      await user.selectOptions(within(panel).getByRole('combobox', { name: /^الدور/ }), 'SUPPORT');
      await user.click(within(panel).getByRole('button', { name: 'تغيير الدور' }));

      expect(await within(panel).findByText('أصبح الدور دعم، بدءًا من نقرته التالية.')).toHaveAttribute(
        'role',
        'status',
      );
      const table = screen.getByRole('table', { name: 'أعضاء الفريق، حسب البريد الإلكتروني' });
      const row = within(table).getByRole('row', { name: /reviewer@sakina\.example/ });
      expect(row).toHaveTextContent('دعم');
      expect(row).not.toHaveTextContent('مراجع');
    });

    it('tells an admin they are the last one, and changes nothing', async () => {
      const { user } = renderManaging('/en/staff/members', [
        mutation(disableStaffMemberMutation, { id: admin.id, version: 3 }, refused('STAFF_LAST_ADMIN')),
      ]);

      await manage(user, admin.email);
      await user.click(screen.getByRole('button', { name: 'Disable the member' }));
      await user.click(screen.getByRole('button', { name: 'Yes, disable' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The console must keep one admin who can sign in. Make another member an admin first.',
      );
      await waitFor(() => expect(alert).toHaveFocus());
      const table = screen.getByRole('table', { name: 'Staff members, by email' });
      expect(within(table).getByRole('row', { name: /admin@sakina\.example/ })).toHaveTextContent('Finished');
    });

    it('says a member changed meanwhile and reads the list again', async () => {
      const { user } = renderManaging('/en/staff/members', [
        mutation(
          changeStaffRoleMutation,
          { id: reviewer.id, version: 4, role: 'EDITOR' },
          refused('STAFF_MEMBER_CONFLICT'),
        ),
        membersMock([admin, { ...reviewer, role: 'SUPPORT', version: 6 }]),
      ]);

      await manage(user, reviewer.email);
      const panel = screen.getByRole('region', { name: `Manage ${reviewer.email}` });
      await user.selectOptions(within(panel).getByRole('combobox', { name: /^Role/ }), 'EDITOR');
      await user.click(within(panel).getByRole('button', { name: 'Change the role' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('This member changed since the list was loaded.');
      const table = screen.getByRole('table', { name: 'Staff members, by email' });
      expect(await within(table).findByRole('row', { name: /reviewer@sakina\.example.*support/ })).toBeInTheDocument();
    });

    it('resets a member once confirmed and shows their new one-time link', async () => {
      const pending = { ...reviewer, setupComplete: false, version: 5 };
      const { user } = renderManaging('/en/staff/members', [
        mutation(
          resetStaffMemberMutation,
          { id: reviewer.id, version: 4 },
          { data: { staffResetMember: { __typename: 'CreatedStaffMember', member: pending, setupUrl } } },
        ),
      ]);

      await manage(user, reviewer.email);
      await user.click(screen.getByRole('button', { name: 'Reset password and authenticator' }));
      await user.click(screen.getByRole('button', { name: 'Yes, reset' }));

      const heading = await screen.findByRole('heading', { level: 2, name: `Set-up link for ${reviewer.email}` });
      expect(heading).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'One-time set-up link' })).toHaveValue(setupUrl);
      const table = screen.getByRole('table', { name: 'Staff members, by email' });
      expect(within(table).getByRole('row', { name: /reviewer@sakina\.example/ })).toHaveTextContent(
        'Waiting for set-up',
      );
    });

    it('signs a member out everywhere and says how many sessions ended; Close goes back to the list', async () => {
      const { user } = renderManaging('/en/staff/members', [
        mutation(endStaffSessionsMutation, { id: reviewer.id }, { data: { staffEndMemberSessions: 2 } }),
      ]);

      await manage(user, reviewer.email);
      await user.click(screen.getByRole('button', { name: 'Sign them out everywhere' }));
      expect(await screen.findByText('2 sessions ended.')).toHaveAttribute('role', 'status');

      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('region', { name: `Manage ${reviewer.email}` })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Manage ${reviewer.email}` })).toHaveFocus();
    });
  });
});
