import { eq } from 'drizzle-orm';
import { ensureOperatorToken } from '../../security/operator-token';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInStaff, tokenOfSetupUrl } from './staff.testing';
import { staffAuditEvents, staffMembers } from './staff.table';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

interface Moved {
  email: string;
  outcome: 'created' | 'renewed' | 'kept';
  role: string;
  setupUrl: string | null;
}

const fromReviewers = (authorization?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/operator/staff-from-reviewers',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: '{}',
  });

async function moved(): Promise<Moved[]> {
  const response = await fromReviewers(`Operator ${ensureOperatorToken(testApp.config)}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { reviewers: Moved[] }).reviewers;
}

const beginSetup = `mutation($token: String!) { staffBeginSetup(token: $token) { email role } }`;

describe('npm run staff:from-reviewers (the operator door)', () => {
  it('refuses without the operator token from DATA_DIR', async () => {
    expect((await fromReviewers()).statusCode).toBe(403);
    expect((await fromReviewers('Operator guessed-token-guessed-token-guessed')).statusCode).toBe(403);
  });

  it('makes each legacy reviewer a staff reviewer with a set-up link, and again changes nothing twice', async () => {
    const legacy = await signIn(testApp.db, { role: 'reviewer' });
    const practitioner = await signIn(testApp.db);
    const admin = await signedInStaff(testApp, 'admin');
    const alreadyAdmin = await signIn(testApp.db, { role: 'reviewer' });
    await testApp.db.update(staffMembers).set({ email: alreadyAdmin.email }).where(eq(staffMembers.id, admin.staffId));

    const first = await moved();
    expect(first.map((reviewer) => reviewer.email)).not.toContain(practitioner.email);
    const created = first.find((reviewer) => reviewer.email === legacy.email)!;
    expect(created).toMatchObject({ outcome: 'created', role: 'reviewer' });
    expect(first.find((reviewer) => reviewer.email === alreadyAdmin.email)).toMatchObject({
      outcome: 'kept',
      role: 'admin',
      setupUrl: null,
    });
    const setup = await testApp.graphql<{ staffBeginSetup: { email: string; role: string } }>(beginSetup, {
      token: tokenOfSetupUrl(created.setupUrl!),
    });
    expect(setup.data!.staffBeginSetup).toEqual({ email: legacy.email, role: 'REVIEWER' });

    // Again before set-up: one member still, a new link (the old one stops working), as staff:create does.
    const second = (await moved()).find((reviewer) => reviewer.email === legacy.email)!;
    expect(second).toMatchObject({ outcome: 'renewed', role: 'reviewer' });
    const old = await testApp.graphql(beginSetup, { token: tokenOfSetupUrl(created.setupUrl!) });
    expect(old.errors?.[0]?.extensions?.code).toBe('STAFF_SETUP_LINK_INVALID');
    const members = await testApp.db.select().from(staffMembers).where(eq(staffMembers.email, legacy.email));
    expect(members).toHaveLength(1);

    // Once set up, it is left as it is.
    await testApp.db
      .update(staffMembers)
      .set({ totpEnrolledAt: new Date(), setupTokenHash: null })
      .where(eq(staffMembers.email, legacy.email));
    const third = (await moved()).find((reviewer) => reviewer.email === legacy.email)!;
    expect(third).toEqual({ email: legacy.email, outcome: 'kept', role: 'reviewer', setupUrl: null });
    const audited = await testApp.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.recordId, members[0].id));
    expect(audited.map((event) => [event.action, event.staffId])).toEqual([
      ['staff-created', null],
      ['staff-created', null],
    ]);
  });

  it('leaves the legacy reviewers’ GraphQL fields out of the schema', async () => {
    for (const query of [
      'query { applicationsForReview { id } }',
      'query { applicationForReview(id: "x") { id } }',
      'mutation { acceptApplication(id: "x") { id } }',
      'mutation { rejectApplication(id: "x", reason: "y") { id } }',
    ]) {
      const reply = await testApp.graphql(query, {}, { 'x-graphql-csrf': '1' });
      expect(reply.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});
