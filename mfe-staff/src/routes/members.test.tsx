import { screen, within } from '@testing-library/react';
import { staffCreateMemberMutation } from '../features/members/api/create-staff-member';
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

const admin: StaffMember = {
  id: 'staff-1',
  email: 'admin@sakina.example',
  role: 'ADMIN',
  setupComplete: true,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const newcomer: StaffMember = {
  id: 'staff-7',
  email: 'new.reviewer@sakina.example',
  role: 'REVIEWER',
  setupComplete: false,
  createdAt: '2026-11-25T09:00:00.000Z',
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
});
