import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { submittedApplication } from '../applications/applications.testing';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createApiTokenMutation, signedInStaff, staffApiToken, type TestStaffMember } from './staff.testing';
import { staffApiTokens, staffAuditEvents, staffMembers } from './staff.table';

let testApp: TestApp;
let reviewer: TestStaffMember;
let admin: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp();
  reviewer = await signedInStaff(testApp, 'reviewer');
  admin = await signedInStaff(testApp, 'admin');
});

afterAll(async () => {
  await testApp.close();
});

interface Reply<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { extensions?: Record<string, unknown> }[];
}

const codeOf = (reply: Reply) => reply.errors?.[0]?.extensions?.code;

const queueQuery = `query { staffReviewQueue { total items { id } } }`;
const openQuery = `query($id: ID!) { staffApplication(id: $id) { id version documents { downloadUrl } } }`;
const claimMutation = `mutation($id: ID!, $version: String!) { staffClaimApplication(id: $id, version: $version) { version } }`;
const acceptMutation = `mutation($id: ID!, $version: String!) {
  staffAcceptApplication(id: $id, version: $version) { application { status } }
}`;
const tokensQuery = `query { staffApiTokens { id name ownerEmail scopes lastUsedAt } }`;
const revokeMutation = `mutation($id: ID!) { staffRevokeApiToken(id: $id) { id revokedAt } }`;

async function open(headers: Record<string, string>, id: string) {
  const reply = await testApp.graphql<{
    staffApplication: { version: string; documents: { downloadUrl: string }[] };
  }>(openQuery, { id }, headers);
  return reply;
}

const auditOfToken = (tokenId: string) =>
  testApp.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.tokenId, tokenId));

describe('staff API tokens', () => {
  it('shows the token once and keeps only its hash', async () => {
    const reply = await testApp.graphql<{
      staffCreateApiToken: { secret: string; token: { id: string; name: string; scopes: string[] } };
    }>(
      createApiTokenMutation,
      { input: { name: 'review from my laptop', scopes: ['REVIEW_READ'], expiresInDays: 7 } },
      reviewer.headers,
    );
    const { secret, token } = reply.data!.staffCreateApiToken;
    expect(secret).toMatch(/^sakina_staff_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'review from my laptop', scopes: ['REVIEW_READ'] });

    const [row] = await testApp.db.select().from(staffApiTokens).where(eq(staffApiTokens.id, token.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice('sakina_staff_'.length));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);

    const listed = await testApp.graphql<{ staffApiTokens: { id: string; name: string }[] }>(
      tokensQuery,
      {},
      reviewer.headers,
    );
    expect(listed.data!.staffApiTokens.map((listedToken) => listedToken.id)).toContain(token.id);
    const created = await testApp.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.recordId, token.id));
    expect(created.map((event) => [event.action, event.staffId])).toEqual([['token-created', reviewer.staffId]]);
  });

  it('refuses a scope beyond the role, no scope, and an expiry outside 1 to 90 days', async () => {
    const support = await signedInStaff(testApp, 'support');
    const beyond = await testApp.graphql(
      createApiTokenMutation,
      { input: { name: 'reading applications', scopes: ['REVIEW_READ'], expiresInDays: 7 } },
      support.headers,
    );
    expect(codeOf(beyond)).toBe('STAFF_TOKEN_SCOPE_NOT_ALLOWED');
    for (const [scopes, expiresInDays, path, code] of [
      [[], 7, 'scopes', 'choose_at_least_one'],
      [['REVIEW_READ'], 0, 'expiresInDays', 'number_too_small'],
      [['REVIEW_READ'], 91, 'expiresInDays', 'number_too_large'],
    ] as const) {
      const refused = await testApp.graphql(
        createApiTokenMutation,
        { input: { name: 'x', scopes, expiresInDays } },
        reviewer.headers,
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path, code }] });
    }
    const rows = await testApp.db.select().from(staffApiTokens).where(eq(staffApiTokens.staffId, support.staffId));
    expect(rows).toEqual([]);
  });

  it('acts as its member within its scopes: a read-only token reads and downloads but cannot claim', async () => {
    const sent = await submittedApplication(testApp);
    const readOnly = await staffApiToken(testApp, reviewer, ['REVIEW_READ']);
    const queue = await testApp.graphql<{ staffReviewQueue: { items: { id: string }[] } }>(
      queueQuery,
      {},
      readOnly.headers,
    );
    expect(queue.data!.staffReviewQueue.items.map((item) => item.id)).toContain(sent.id);
    const opened = await open(readOnly.headers, sent.id);
    const file = await testApp.app.inject({
      method: 'GET',
      url: opened.data!.staffApplication.documents[0].downloadUrl,
      headers: readOnly.headers,
    });
    expect(file.statusCode).toBe(200);

    const claim = await testApp.graphql(
      claimMutation,
      { id: sent.id, version: opened.data!.staffApplication.version },
      readOnly.headers,
    );
    expect(codeOf(claim)).toBe('STAFF_TOKEN_SCOPE_MISSING');
    expect((await open(reviewer.headers, sent.id)).data!.staffApplication.version).toBe(
      opened.data!.staffApplication.version,
    );
  });

  it('claims and decides with review:decide, every step in the audit trail under the member and the token', async () => {
    const sent = await submittedApplication(testApp);
    const deciding = await staffApiToken(testApp, reviewer, ['REVIEW_READ', 'REVIEW_DECIDE']);
    const opened = await open(deciding.headers, sent.id);
    const claimed = await testApp.graphql<{ staffClaimApplication: { version: string } }>(
      claimMutation,
      { id: sent.id, version: opened.data!.staffApplication.version },
      deciding.headers,
    );
    const accepted = await testApp.graphql<{ staffAcceptApplication: { application: { status: string } } }>(
      acceptMutation,
      { id: sent.id, version: claimed.data!.staffClaimApplication.version },
      deciding.headers,
    );
    expect(accepted.data!.staffAcceptApplication.application.status).toBe('ACCEPTED');

    const events = await auditOfToken(deciding.id);
    expect(events.every((event) => event.staffId === reviewer.staffId)).toBe(true);
    const onApplication = events.filter((event) => event.recordId === sent.id).map((event) => event.action);
    expect(onApplication).toEqual(['application-viewed', 'application-claimed', 'application-accepted']);
    expect(events.filter((event) => event.action === 'token-used')).toHaveLength(3);

    const trail = await testApp.graphql<{ staffAuditTrail: { items: { action: string; tokenName: string | null }[] } }>(
      `query($filter: StaffAuditFilter) { staffAuditTrail(filter: $filter) { items { action tokenName } } }`,
      { filter: { recordKind: 'APPLICATION', recordId: sent.id } },
      admin.headers,
    );
    expect(trail.data!.staffAuditTrail.items.map((item) => item.tokenName)).toEqual(
      Array(3).fill(expect.stringMatching(/^token /)),
    );
    const listed = await testApp.graphql<{ staffApiTokens: { id: string; lastUsedAt: string | null }[] }>(
      tokensQuery,
      {},
      reviewer.headers,
    );
    expect(listed.data!.staffApiTokens.find((token) => token.id === deciding.id)?.lastUsedAt).not.toBeNull();
  });

  it('does nothing the console alone does: no tokens, members or inbox through a token', async () => {
    const adminToken = await staffApiToken(testApp, admin, ['REVIEW_READ', 'REVIEW_DECIDE']);
    for (const query of [tokensQuery, 'query { staffMembers { id } }', 'query { staffInbox { total } }']) {
      expect(codeOf(await testApp.graphql(query, {}, adminToken.headers))).toBe('FORBIDDEN');
    }
    const another = await testApp.graphql(
      createApiTokenMutation,
      { input: { name: 'another', scopes: ['REVIEW_READ'], expiresInDays: 90 } },
      adminToken.headers,
    );
    expect(codeOf(another)).toBe('FORBIDDEN');
  });

  it('refuses a token once expired or revoked, and revoking is audited once', async () => {
    const expiring = await staffApiToken(testApp, reviewer, ['REVIEW_READ']);
    expect(codeOf(await testApp.graphql(queueQuery, {}, expiring.headers))).toBeUndefined();
    await testApp.db
      .update(staffApiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffApiTokens.id, expiring.id));
    expect(codeOf(await testApp.graphql(queueQuery, {}, expiring.headers))).toBe('UNAUTHENTICATED');

    const revoked = await staffApiToken(testApp, reviewer, ['REVIEW_READ']);
    const first = await testApp.graphql<{ staffRevokeApiToken: { revokedAt: string | null } }>(
      revokeMutation,
      { id: revoked.id },
      reviewer.headers,
    );
    expect(first.data!.staffRevokeApiToken.revokedAt).not.toBeNull();
    await testApp.graphql(revokeMutation, { id: revoked.id }, reviewer.headers);
    expect(codeOf(await testApp.graphql(queueQuery, {}, revoked.headers))).toBe('UNAUTHENTICATED');
    const file = await testApp.app.inject({
      method: 'GET',
      url: '/files/staff/application-documents/00000000-0000-4000-8000-000000000000',
      headers: revoked.headers,
    });
    expect(file.statusCode).toBe(401);
    const revocations = await testApp.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.recordId, revoked.id));
    expect(revocations.map((event) => event.action)).toEqual(['token-created', 'token-revoked']);
    const listed = await testApp.graphql<{ staffApiTokens: { id: string }[] }>(tokensQuery, {}, reviewer.headers);
    expect(listed.data!.staffApiTokens.map((token) => token.id)).not.toContain(revoked.id);
  });

  it('follows its member: a role without the queue, a disabled member or one no longer set up ends what it may do', async () => {
    const member = await signedInStaff(testApp, 'reviewer');
    const token = await staffApiToken(testApp, member, ['REVIEW_READ']);
    await testApp.db.update(staffMembers).set({ role: 'support' }).where(eq(staffMembers.id, member.staffId));
    expect(codeOf(await testApp.graphql(queueQuery, {}, token.headers))).toBe('FORBIDDEN');
    await testApp.db.update(staffMembers).set({ role: 'reviewer' }).where(eq(staffMembers.id, member.staffId));
    expect(codeOf(await testApp.graphql(queueQuery, {}, token.headers))).toBeUndefined();
    await testApp.db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, member.staffId));
    expect(codeOf(await testApp.graphql(queueQuery, {}, token.headers))).toBe('UNAUTHENTICATED');
    await testApp.db
      .update(staffMembers)
      .set({ disabledAt: null, totpEnrolledAt: null })
      .where(eq(staffMembers.id, member.staffId));
    expect(codeOf(await testApp.graphql(queueQuery, {}, token.headers))).toBe('UNAUTHENTICATED');
  });

  it('lets an admin see and revoke any member’s token, and nobody else another’s', async () => {
    const owner = await signedInStaff(testApp, 'reviewer');
    const stranger = await signedInStaff(testApp, 'reviewer');
    const token = await staffApiToken(testApp, owner, ['REVIEW_READ']);
    const byStranger = await testApp.graphql(revokeMutation, { id: token.id }, stranger.headers);
    expect(codeOf(byStranger)).toBe('NOT_FOUND');
    const strangers = await testApp.graphql<{ staffApiTokens: { id: string }[] }>(tokensQuery, {}, stranger.headers);
    expect(strangers.data!.staffApiTokens).toEqual([]);

    const seen = await testApp.graphql<{ staffApiTokens: { id: string; ownerEmail: string }[] }>(
      tokensQuery,
      {},
      admin.headers,
    );
    expect(seen.data!.staffApiTokens).toContainEqual(
      expect.objectContaining({ id: token.id, ownerEmail: owner.email }),
    );
    const byAdmin = await testApp.graphql(revokeMutation, { id: token.id }, admin.headers);
    expect(byAdmin.errors).toBeUndefined();
    expect(codeOf(await testApp.graphql(queueQuery, {}, token.headers))).toBe('UNAUTHENTICATED');
    const [revocation] = await testApp.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.recordId, token.id))
      .then((events) => events.filter((event) => event.action === 'token-revoked'));
    expect(revocation.staffId).toBe(admin.staffId);
  });
});
