import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedContactMessage } from '../contact/contact.testing';
import { businessRequests } from '../business/business.table';
import { latestAudit, signedInStaff, type TestStaffMember } from './staff.testing';
import { staffAuditEvents } from './staff.table';

let testApp: TestApp;
let support: TestStaffMember;
let admin: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp();
  support = await signedInStaff(testApp, 'support');
  admin = await signedInStaff(testApp, 'admin');
});

afterAll(async () => {
  await testApp.close();
});

const codeOf = (reply: { errors?: { extensions?: Record<string, unknown> }[] }) => reply.errors?.[0]?.extensions?.code;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const contactMessage = (reason: 'complaint' | 'refund', receivedAt: Date) =>
  storedContactMessage(testApp, reason, receivedAt);

async function businessRequest(receivedAt: Date): Promise<number> {
  const [row] = await testApp.db
    .insert(businessRequests)
    .values({
      institutionName: 'Horizon Technology Co.',
      beneficiaryCount: 250,
      branchCount: 3,
      employeeName: 'Noura Alharbi',
      position: 'Head of People',
      phone: '+966501234567',
      dialCode: '966',
      email: 'noura@example.com',
      locale: 'en',
      idempotencyKey: randomBytes(12).toString('hex'),
      createdAt: receivedAt,
    })
    .returning();
  return row!.id;
}

interface Item {
  kind: string;
  recordId: number;
  reference: string;
  state: string;
  note: string | null;
  holder: { email: string } | null;
  contact: { reason: string; subject: string } | null;
  business: { institutionName: string } | null;
}

const inboxQuery = `query Inbox($filter: InboxFilter) { staffInbox(filter: $filter) { total items { kind recordId reference state note holder { email } contact { reason subject } business { institutionName } } } }`;

const updateMutation = `mutation Update($input: InboxItemUpdate!) { staffUpdateInboxItem(input: $input) { kind recordId state note holder { email } } }`;

const inbox = (filter: Record<string, unknown>) =>
  testApp.graphql<{ staffInbox: { total: number; items: Item[] } }>(inboxQuery, { filter }, support.headers);

describe('the inbox', () => {
  it('lists contact messages and business requests newest first, filtered by state and reason', async () => {
    const complaint = await contactMessage('complaint', minutesAgo(30));
    const request = await businessRequest(minutesAgo(20));
    const refund = await contactMessage('refund', minutesAgo(10));

    const all = await inbox({});
    expect(all.data!.staffInbox.items.map((item) => [item.kind, item.recordId, item.state])).toEqual([
      ['CONTACT', refund, 'NEW'],
      ['BUSINESS', request, 'NEW'],
      ['CONTACT', complaint, 'NEW'],
    ]);
    expect(all.data!.staffInbox.items[1]).toMatchObject({
      reference: `B-${String(request).padStart(6, '0')}`,
      business: { institutionName: 'Horizon Technology Co.' },
      contact: null,
    });

    const moved = await testApp.graphql<{ staffUpdateInboxItem: Item }>(
      updateMutation,
      { input: { kind: 'CONTACT', recordId: complaint, state: 'IN_PROGRESS', hold: true, note: 'Called her back.' } },
      support.headers,
    );
    expect(moved.data!.staffUpdateInboxItem).toMatchObject({
      state: 'IN_PROGRESS',
      note: 'Called her back.',
      holder: { email: support.email },
    });

    const inProgress = await inbox({ state: 'IN_PROGRESS' });
    expect(inProgress.data!.staffInbox.items.map((item) => item.recordId)).toEqual([complaint]);
    const fresh = await inbox({ state: 'NEW' });
    expect(fresh.data!.staffInbox.total).toBe(2);
    const refunds = await inbox({ reason: 'REFUND' });
    expect(refunds.data!.staffInbox.items.map((item) => [item.kind, item.recordId])).toEqual([['CONTACT', refund]]);
    const business = await inbox({ kind: 'BUSINESS', pageSize: 1 });
    expect(business.data!.staffInbox).toMatchObject({ total: 1, items: [{ recordId: request }] });
    expect(codeOf(await inbox({ pageSize: 500 }))).toBe('BAD_USER_INPUT');
  });

  it('opens one message or request by the reference its sender was told; none for any other', async () => {
    const request = await businessRequest(minutesAgo(5));
    const message = await contactMessage('refund', minutesAgo(4));
    const itemQuery = `query Item($reference: String!) { staffInboxItem(reference: $reference) { kind recordId reference state contact { reason } business { institutionName } } }`;
    const item = (reference: string, headers = support.headers) =>
      testApp.graphql<{ staffInboxItem: Item | null }>(itemQuery, { reference }, headers);

    const business = await item(`B-${String(request).padStart(6, '0')}`);
    expect(business.data!.staffInboxItem).toMatchObject({
      kind: 'BUSINESS',
      recordId: request,
      state: 'NEW',
      business: { institutionName: 'Horizon Technology Co.' },
    });
    const contact = await item(`C-${String(message).padStart(6, '0')}`);
    expect(contact.data!.staffInboxItem).toMatchObject({
      kind: 'CONTACT',
      recordId: message,
      contact: { reason: 'REFUND' },
    });
    for (const unknown of ['C-999999', 'B-0', 'X-000001', 'C-12; drop table', '']) {
      const reply = await item(unknown);
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.staffInboxItem).toBeNull();
    }
    expect(codeOf(await item(`C-${String(message).padStart(6, '0')}`, { 'x-graphql-csrf': '1' }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('moves a message to done, audited; a note is audited as a note, not a state change', async () => {
    const id = await contactMessage('complaint', minutesAgo(1));
    const done = await testApp.graphql<{ staffUpdateInboxItem: Item }>(
      updateMutation,
      { input: { kind: 'CONTACT', recordId: id, state: 'DONE' } },
      support.headers,
    );
    expect(done.data!.staffUpdateInboxItem.state).toBe('DONE');
    const [event] = await latestAudit(testApp, 1);
    expect(event).toMatchObject({
      action: 'message-state-changed',
      recordKind: 'contact',
      recordId: String(id),
      staffId: support.staffId,
    });
    await testApp.graphql(
      updateMutation,
      { input: { kind: 'CONTACT', recordId: id, note: 'Refund sent.', hold: false } },
      support.headers,
    );
    // Nobody held it: letting go changes nothing, so the note is the one entry.
    const [noted, ...earlier] = await latestAudit(testApp, 2);
    expect(earlier[0]!.id).toBe(event!.id);
    expect(noted).toMatchObject({ action: 'message-note-changed', recordKind: 'contact', recordId: String(id) });
    const missing = await testApp.graphql(
      updateMutation,
      { input: { kind: 'BUSINESS', recordId: 987654, state: 'DONE' } },
      support.headers,
    );
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });
});

describe('the audit trail', () => {
  const trailQuery = `query Trail($filter: StaffAuditFilter) { staffAuditTrail(filter: $filter) { total items { staffId staffEmail action recordKind recordId at ip } } }`;

  it('shows admins every action, filtered by person and by record', async () => {
    const id = await contactMessage('refund', minutesAgo(2));
    await testApp.graphql(updateMutation, { input: { kind: 'CONTACT', recordId: id, state: 'DONE' } }, support.headers);
    const byPerson = await testApp.graphql<{ staffAuditTrail: { items: { staffEmail: string; action: string }[] } }>(
      trailQuery,
      { filter: { staffId: support.staffId } },
      admin.headers,
    );
    const items = byPerson.data!.staffAuditTrail.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.staffEmail === support.email)).toBe(true);

    const byRecord = await testApp.graphql<{ staffAuditTrail: { total: number; items: Record<string, unknown>[] } }>(
      trailQuery,
      { filter: { recordKind: 'CONTACT', recordId: String(id) } },
      admin.headers,
    );
    expect(byRecord.data!.staffAuditTrail.total).toBe(1);
    expect(byRecord.data!.staffAuditTrail.items[0]).toMatchObject({
      staffId: support.staffId,
      action: 'MESSAGE_STATE_CHANGED',
      recordKind: 'CONTACT',
      recordId: String(id),
      ip: '127.0.0.1',
    });
    const created = await testApp.graphql<{ staffAuditTrail: { items: { action: string }[] } }>(
      trailQuery,
      { filter: { recordKind: 'STAFF', recordId: support.staffId } },
      admin.headers,
    );
    expect(created.data!.staffAuditTrail.items.map((item) => item.action)).toContain('STAFF_CREATED');
  });

  it('records who an admin created from the console', async () => {
    const reply = await testApp.graphql<{ staffCreateMember: { member: { id: string }; setupUrl: string } }>(
      `mutation { staffCreateMember(email: "new.reviewer@sakina.example", role: REVIEWER) { member { id } setupUrl } }`,
      {},
      admin.headers,
    );
    expect(reply.data!.staffCreateMember.setupUrl).toMatch(/\/staff\/set-up#token=/);
    expect((await latestAudit(testApp, 1))[0]).toMatchObject({
      action: 'staff-created',
      staffId: admin.staffId,
      recordId: reply.data!.staffCreateMember.member.id,
    });
  });

  it('lists the members for the console page: role, whether set-up is finished, when each was added', async () => {
    await testApp.graphql(
      `mutation { staffCreateMember(email: "new.support@sakina.example", role: SUPPORT) { setupUrl } }`,
      {},
      admin.headers,
    );
    const reply = await testApp.graphql<{
      staffMembers: { id: string; email: string; role: string; setupComplete: boolean; createdAt: string }[];
    }>(`query { staffMembers { id email role setupComplete createdAt } }`, {}, admin.headers);
    const members = reply.data!.staffMembers;
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: admin.staffId, email: admin.email, role: 'ADMIN', setupComplete: true }),
        expect.objectContaining({ email: 'new.support@sakina.example', role: 'SUPPORT', setupComplete: false }),
      ]),
    );
    for (const member of members) expect(Date.parse(member.createdAt)).toBeGreaterThan(Date.now() - 60 * 60_000);
  });

  it('refuses from the console an address already set up, and a malformed one by its field', async () => {
    const create = (email: string) =>
      testApp.graphql(
        `mutation($email: String!) { staffCreateMember(email: $email, role: REVIEWER) { setupUrl } }`,
        { email },
        admin.headers,
      );
    expect(codeOf(await create(support.email.toUpperCase()))).toBe('STAFF_EMAIL_TAKEN');
    const malformed = await create('not-an-address');
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'email', code: 'email_invalid' }],
    });
  });

  it('cannot be changed or emptied, even by a statement sent straight to the database', async () => {
    const before = await latestAudit(testApp, 1);
    await expect(testApp.db.update(staffAuditEvents).set({ ip: '0.0.0.0' })).rejects.toThrow();
    await expect(testApp.db.delete(staffAuditEvents)).rejects.toThrow();
    await expect(testApp.db.execute(sql`truncate staff_audit_events`)).rejects.toThrow();
    expect(await latestAudit(testApp, 1)).toEqual(before);
  });
});
