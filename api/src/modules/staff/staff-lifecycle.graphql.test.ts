import { and, eq, isNull, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffSession, staffCookieNameFor } from './staff-session.service';
import { auditOf, signedInStaff, tokenOfSetupUrl, type TestStaffMember } from './staff.testing';
import { staffMembers, staffRecoveryCodes } from './staff.table';
import { totpCode } from './totp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

interface Member {
  id: string;
  email: string;
  role: string;
  setupComplete: boolean;
  disabledAt: string | null;
  version: number;
}

const codeOf = (reply: { errors?: { extensions?: Record<string, unknown> }[] }) => reply.errors?.[0]?.extensions?.code;
const csrf = { 'x-graphql-csrf': '1' };
const memberFields = 'id email role setupComplete disabledAt version';
const nextStepCode = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * 30_000);

const viewerOf = async (headers: Record<string, string>) =>
  (await testApp.graphql<{ staffViewer: { role: string } | null }>('query { staffViewer { role } }', {}, headers)).data
    ?.staffViewer ?? null;

async function memberOf(admin: TestStaffMember, id: string): Promise<Member> {
  const reply = await testApp.graphql<{ staffMembers: Member[] }>(
    `query { staffMembers { ${memberFields} } }`,
    {},
    admin.headers,
  );
  return reply.data!.staffMembers.find((member) => member.id === id)!;
}

const act = (name: string, admin: TestStaffMember, variables: Record<string, unknown>, extra = '') =>
  testApp.graphql<Record<string, Member>>(
    `mutation($id: ID!, $version: Int!${extra ? ', $role: StaffRole!' : ''}) {
      ${name}(id: $id, version: $version${extra}) { ${memberFields} }
    }`,
    variables,
    admin.headers,
  );

const disable = async (admin: TestStaffMember, id: string, version?: number) =>
  act('staffDisableMember', admin, { id, version: version ?? (await memberOf(admin, id)).version });
const enable = async (admin: TestStaffMember, id: string) =>
  act('staffEnableMember', admin, { id, version: (await memberOf(admin, id)).version });
const changeRole = async (admin: TestStaffMember, id: string, role: string) =>
  act('staffChangeMemberRole', admin, { id, role, version: (await memberOf(admin, id)).version }, ', role: $role');
const reset = async (admin: TestStaffMember, id: string) =>
  testApp.graphql<{ staffResetMember: { member: Member; setupUrl: string } }>(
    `mutation($id: ID!, $version: Int!) { staffResetMember(id: $id, version: $version) { member { ${memberFields} } setupUrl } }`,
    { id, version: (await memberOf(admin, id)).version },
    admin.headers,
  );

const signIn = (member: TestStaffMember, code: string) =>
  testApp.graphql<{ staffSignIn: { role: string } }>(
    'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { role } }',
    { input: { email: member.email, password: member.password, code } },
    csrf,
  );

/** Another session of the same member, as a second browser would have. */
async function secondSession(member: TestStaffMember): Promise<Record<string, string>> {
  const { token } = await createStaffSession(testApp, member.staffId);
  return { cookie: `${staffCookieNameFor(testApp.config)}=${token}`, ...csrf };
}

/** Leaves `admin` the only admin who can sign in (earlier tests made others). */
async function makeOnlyAdmin(admin: TestStaffMember) {
  await testApp.db
    .update(staffMembers)
    .set({ role: 'editor' })
    .where(and(eq(staffMembers.role, 'admin'), ne(staffMembers.id, admin.staffId)));
}

describe('disabling a member', () => {
  it('ends their sessions at once, refuses their sign-in like wrong credentials, and is audited', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const reviewer = await signedInStaff(testApp, 'reviewer');
    const elsewhere = await secondSession(reviewer);
    expect(await viewerOf(reviewer.headers)).toEqual({ role: 'REVIEWER' });

    const disabled = await disable(admin, reviewer.staffId);
    expect(disabled.errors).toBeUndefined();
    expect(disabled.data!.staffDisableMember.disabledAt).not.toBeNull();

    // The next request of either open console is refused.
    expect(await viewerOf(reviewer.headers)).toBeNull();
    expect(await viewerOf(elsewhere)).toBeNull();
    expect(codeOf(await testApp.graphql('query { staffReviewQueue { total } }', {}, reviewer.headers))).toBe(
      'UNAUTHENTICATED',
    );
    // The right password and code answer exactly what a wrong password does.
    const refused = await signIn(reviewer, nextStepCode(reviewer.totpSecret));
    expect(codeOf(refused)).toBe('STAFF_INVALID_CREDENTIALS');
    expect(refused.errors![0]!.message).toBe('The email, password or code is incorrect.');
    expect(codeOf(await signIn(reviewer, reviewer.recoveryCodes[0]!))).toBe('STAFF_INVALID_CREDENTIALS');

    const [entry] = (await auditOf(testApp, 'staff-disabled')).filter((event) => event.recordId === reviewer.staffId);
    expect(entry).toMatchObject({ staffId: admin.staffId, recordKind: 'staff', recordId: reviewer.staffId });
  });

  it('stops a pending set-up link and refuses a new one for the address until enabled', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const created = await testApp.graphql<{ staffCreateMember: { member: Member; setupUrl: string } }>(
      `mutation { staffCreateMember(email: "leaver@sakina.example", role: SUPPORT) { member { id } setupUrl } }`,
      {},
      admin.headers,
    );
    const { member, setupUrl } = created.data!.staffCreateMember;
    await disable(admin, member.id);

    const begin = await testApp.graphql(
      'mutation($token: String!) { staffBeginSetup(token: $token) { email } }',
      { token: tokenOfSetupUrl(setupUrl) },
      csrf,
    );
    expect(codeOf(begin)).toBe('STAFF_SETUP_LINK_INVALID');
    const again = await testApp.graphql(
      `mutation { staffCreateMember(email: "leaver@sakina.example", role: SUPPORT) { setupUrl } }`,
      {},
      admin.headers,
    );
    expect(codeOf(again)).toBe('STAFF_EMAIL_TAKEN');
  });

  it('enabled again, the member signs in with their own password and app', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const support = await signedInStaff(testApp, 'support');
    await disable(admin, support.staffId);

    const enabled = await enable(admin, support.staffId);
    expect(enabled.data!.staffEnableMember.disabledAt).toBeNull();
    // Their old session stays ended; signing in works.
    expect(await viewerOf(support.headers)).toBeNull();
    expect((await signIn(support, nextStepCode(support.totpSecret))).data?.staffSignIn.role).toBe('SUPPORT');
    expect((await auditOf(testApp, 'staff-enabled')).map((event) => event.recordId)).toContain(support.staffId);
  });

  it('refuses a change made on an older version, and an enable of a member who is not disabled', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const editor = await signedInStaff(testApp, 'editor');
    const seen = (await memberOf(admin, editor.staffId)).version;
    await changeRole(admin, editor.staffId, 'SUPPORT');

    expect(codeOf(await disable(admin, editor.staffId, seen))).toBe('STAFF_MEMBER_CONFLICT');
    expect(await viewerOf(editor.headers)).toEqual({ role: 'SUPPORT' });
    expect(codeOf(await enable(admin, editor.staffId))).toBe('STAFF_STATE_INVALID');
  });
});

describe('changing a role', () => {
  it('gives the open session the new role’s rights on its next request', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const reviewer = await signedInStaff(testApp, 'reviewer');
    const queue = () => testApp.graphql('query { staffReviewQueue { total } }', {}, reviewer.headers);
    const inbox = () => testApp.graphql('query { staffInbox { total } }', {}, reviewer.headers);
    expect((await queue()).errors).toBeUndefined();
    expect(codeOf(await inbox())).toBe('FORBIDDEN');

    const changed = await changeRole(admin, reviewer.staffId, 'SUPPORT');
    expect(changed.data!.staffChangeMemberRole.role).toBe('SUPPORT');

    expect(await viewerOf(reviewer.headers)).toEqual({ role: 'SUPPORT' });
    expect(codeOf(await queue())).toBe('FORBIDDEN');
    expect((await inbox()).errors).toBeUndefined();
    const [entry] = (await auditOf(testApp, 'staff-role-changed')).filter(
      (event) => event.recordId === reviewer.staffId,
    );
    expect(entry?.staffId).toBe(admin.staffId);
  });
});

describe('resetting the password and authenticator', () => {
  it('ends the sessions, voids the old password, app and recovery codes; only the new link lets them in', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const editor = await signedInStaff(testApp, 'editor');

    const reply = await reset(admin, editor.staffId);
    const { member, setupUrl } = reply.data!.staffResetMember;
    expect(member.setupComplete).toBe(false);
    expect(setupUrl).toMatch(/\/staff\/set-up#token=[\w-]{43}$/);

    expect(await viewerOf(editor.headers)).toBeNull();
    expect(codeOf(await signIn(editor, nextStepCode(editor.totpSecret)))).toBe('STAFF_INVALID_CREDENTIALS');
    expect(codeOf(await signIn(editor, editor.recoveryCodes[0]!))).toBe('STAFF_INVALID_CREDENTIALS');
    const codesLeft = await testApp.db
      .select()
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, editor.staffId), isNull(staffRecoveryCodes.usedAt)));
    expect(codesLeft).toEqual([]);

    const token = tokenOfSetupUrl(setupUrl);
    const begun = await testApp.graphql<{ staffBeginSetup: { totpSecret: string } }>(
      'mutation($token: String!) { staffBeginSetup(token: $token) { totpSecret } }',
      { token },
      csrf,
    );
    const secret = begun.data!.staffBeginSetup.totpSecret;
    const newPassword = 'Another calm evening 2027';
    const completed = await testApp.graphql<{ staffCompleteSetup: { recoveryCodes: string[] } }>(
      'mutation($input: StaffCompleteSetupInput!) { staffCompleteSetup(input: $input) { recoveryCodes } }',
      { input: { token, password: newPassword, passwordConfirmation: newPassword, code: totpCode(secret) } },
      csrf,
    );
    expect(completed.data?.staffCompleteSetup.recoveryCodes).toHaveLength(10);
    const signedIn = await signIn({ ...editor, password: newPassword }, nextStepCode(secret));
    expect(signedIn.data?.staffSignIn.role).toBe('EDITOR');
    expect((await auditOf(testApp, 'staff-reset')).map((event) => event.recordId)).toContain(editor.staffId);
  });
});

describe('ending sessions', () => {
  it('lets an admin end every session of a member', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const support = await signedInStaff(testApp, 'support');
    const elsewhere = await secondSession(support);

    const reply = await testApp.graphql<{ staffEndMemberSessions: number }>(
      'mutation($id: ID!) { staffEndMemberSessions(id: $id) }',
      { id: support.staffId },
      admin.headers,
    );
    expect(reply.data?.staffEndMemberSessions).toBe(2);
    expect(await viewerOf(support.headers)).toBeNull();
    expect(await viewerOf(elsewhere)).toBeNull();
    // Not disabled: signing in again works.
    expect((await signIn(support, nextStepCode(support.totpSecret))).data?.staffSignIn.role).toBe('SUPPORT');
    const [entry] = (await auditOf(testApp, 'sessions-revoked')).filter((event) => event.recordId === support.staffId);
    expect(entry?.staffId).toBe(admin.staffId);
  });

  it('lets any member end their sessions elsewhere and keep this one', async () => {
    const reviewer = await signedInStaff(testApp, 'reviewer');
    const elsewhere = await secondSession(reviewer);

    const reply = await testApp.graphql<{ staffEndMyOtherSessions: number }>(
      'mutation { staffEndMyOtherSessions }',
      {},
      reviewer.headers,
    );
    expect(reply.data?.staffEndMyOtherSessions).toBe(1);
    expect(await viewerOf(reviewer.headers)).toEqual({ role: 'REVIEWER' });
    expect(await viewerOf(elsewhere)).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses a member who is not an admin, and changes nothing', async () => {
    const support = await signedInStaff(testApp, 'support');
    const reviewer = await signedInStaff(testApp, 'reviewer');
    const refused = await act('staffDisableMember', support, { id: reviewer.staffId, version: 1 });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(await viewerOf(reviewer.headers)).toEqual({ role: 'REVIEWER' });
  });

  it('keeps one admin who can sign in: the last one is not disabled, demoted or reset', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    await makeOnlyAdmin(admin);
    // An admin who has not finished set-up cannot sign in, so does not count.
    await testApp.graphql(
      'mutation { staffCreateMember(email: "pending-admin@sakina.example", role: ADMIN) { setupUrl } }',
      {},
      admin.headers,
    );
    const before = await memberOf(admin, admin.staffId);

    const refusals = [
      await disable(admin, admin.staffId),
      await changeRole(admin, admin.staffId, 'EDITOR'),
      await reset(admin, admin.staffId),
    ];
    expect(refusals.map(codeOf)).toEqual(['STAFF_LAST_ADMIN', 'STAFF_LAST_ADMIN', 'STAFF_LAST_ADMIN']);
    expect(refusals[0]!.errors![0]!.message).toBe(
      'The console must keep one admin who can sign in. Make another member an admin first.',
    );
    expect(await memberOf(admin, admin.staffId)).toEqual(before);
    expect(await viewerOf(admin.headers)).toEqual({ role: 'ADMIN' });

    // With a second working admin, either may step down.
    const second = await signedInStaff(testApp, 'admin');
    expect((await changeRole(admin, admin.staffId, 'EDITOR')).data?.staffChangeMemberRole.role).toBe('EDITOR');
    expect(codeOf(await disable(second, second.staffId))).toBe('STAFF_LAST_ADMIN');
  });

  it('lets only one of two admins disabling each other at once succeed', async () => {
    const first = await signedInStaff(testApp, 'admin');
    await makeOnlyAdmin(first);
    const second = await signedInStaff(testApp, 'admin');
    const [firstVersion, secondVersion] = [
      (await memberOf(first, first.staffId)).version,
      (await memberOf(first, second.staffId)).version,
    ];

    const replies = await Promise.all([
      disable(first, second.staffId, secondVersion),
      disable(second, first.staffId, firstVersion),
    ]);
    const codes = replies.map(codeOf);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(codes.filter((code) => code !== undefined)[0]).toMatch(/^(STAFF_LAST_ADMIN|UNAUTHENTICATED)$/);
    const working = await testApp.db
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt)));
    expect(working.filter((member) => member.totpEnrolledAt !== null)).toHaveLength(1);
  });
});
