import { randomUUID } from 'node:crypto';
import { schema } from '../../schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  completeApplication,
  freshKey,
  myApplicationQuery,
  signedInAccount,
  submitMutation,
} from '../applications/applications.testing';
import { signedInStaff } from './staff.testing';

// Every staff operation × every kind of caller: allowed, or refused by the server (issue 20).

type Caller = 'anonymous' | 'practitioner' | 'reviewer' | 'support' | 'editor' | 'medical_reviewer' | 'admin';
type Outcome = 'allowed' | 'refused';

interface Operation {
  name: string;
  /** A GraphQL document and its variables, or an HTTP GET of a path. */
  graphql?: { query: string; variables?: () => Record<string, unknown> };
  get?: () => string;
  expected: Record<Caller, Outcome>;
}

const reviewers: Record<Caller, Outcome> = {
  anonymous: 'refused',
  practitioner: 'refused',
  reviewer: 'allowed',
  support: 'refused',
  editor: 'refused',
  medical_reviewer: 'refused',
  admin: 'allowed',
};
const support: Record<Caller, Outcome> = { ...reviewers, reviewer: 'refused', support: 'allowed' };
const admins: Record<Caller, Outcome> = { ...reviewers, reviewer: 'refused' };

let testApp: TestApp;
const headersOf = {} as Record<Caller, Record<string, string>>;
let documentId = '';

// A sent application with its five files takes longer than the 30 s default on a busy machine.
beforeAll(async () => {
  testApp = await createTestApp();
  const applicant = await signedInAccount(testApp);
  await completeApplication(testApp, applicant);
  await testApp.graphql(submitMutation, { certified: true, idempotencyKey: freshKey() }, applicant.headers);
  const mine = await testApp.graphql<{ myApplication: { documents: { id: string }[] } }>(
    myApplicationQuery,
    {},
    applicant.headers,
  );
  documentId = mine.data!.myApplication.documents[0]!.id;
  headersOf.anonymous = { 'x-graphql-csrf': '1' };
  headersOf.practitioner = (await signedInAccount(testApp)).headers;
  for (const role of ['reviewer', 'support', 'editor', 'medical_reviewer', 'admin'] as const)
    headersOf[role] = (await signedInStaff(testApp, role)).headers;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const unknownId = () => ({ id: randomUUID(), version: '1.0' });

const operations: Operation[] = [
  { name: 'staffReviewQueue', graphql: { query: 'query { staffReviewQueue { total } }' }, expected: reviewers },
  {
    name: 'staffApplication',
    graphql: { query: 'query($id: ID!) { staffApplication(id: $id) { id } }', variables: unknownId },
    expected: reviewers,
  },
  {
    name: 'staffRejectionReasons',
    graphql: { query: 'query { staffRejectionReasons { code } }' },
    expected: reviewers,
  },
  {
    name: 'staffClaimApplication',
    graphql: {
      query: 'mutation($id: ID!, $version: String!) { staffClaimApplication(id: $id, version: $version) { id } }',
      variables: unknownId,
    },
    expected: reviewers,
  },
  {
    name: 'staffReleaseApplication',
    graphql: { query: 'mutation($id: ID!) { staffReleaseApplication(id: $id) { id } }', variables: unknownId },
    expected: reviewers,
  },
  {
    name: 'staffAcceptApplication',
    graphql: {
      query: 'mutation($id: ID!, $version: String!) { staffAcceptApplication(id: $id, version: $version) { id } }',
      variables: unknownId,
    },
    expected: reviewers,
  },
  {
    name: 'staffRejectApplication',
    graphql: {
      query:
        'mutation($id: ID!, $version: String!) { staffRejectApplication(id: $id, version: $version, reason: DOCUMENT_UNREADABLE) { id } }',
      variables: unknownId,
    },
    expected: reviewers,
  },
  {
    name: 'GET application document',
    get: () => `/files/staff/application-documents/${documentId}`,
    expected: reviewers,
  },
  { name: 'staffInbox', graphql: { query: 'query { staffInbox { total } }' }, expected: support },
  {
    name: 'staffUpdateInboxItem',
    graphql: {
      query: 'mutation { staffUpdateInboxItem(input: { kind: CONTACT, recordId: 99999, state: DONE }) { state } }',
    },
    expected: support,
  },
  { name: 'staffAuditTrail', graphql: { query: 'query { staffAuditTrail { total } }' }, expected: admins },
  { name: 'staffMembers', graphql: { query: 'query { staffMembers { email } }' }, expected: admins },
  {
    name: 'staffCreateMember',
    graphql: {
      query: 'mutation($email: String!) { staffCreateMember(email: $email, role: SUPPORT) { setupUrl } }',
      variables: () => ({ email: `new-${randomUUID().slice(0, 8)}@sakina.example` }),
    },
    expected: admins,
  },
];

const callers: Caller[] = ['anonymous', 'practitioner', 'reviewer', 'support', 'editor', 'medical_reviewer', 'admin'];

const cases = operations.flatMap((operation) =>
  callers.map((caller) => [operation.name, caller, operation.expected[caller], operation] as const),
);

describe('staff operations by role', () => {
  it.each(cases)('%s as %s: %s', async (_name, caller, expected, operation) => {
    const refusalCode = ['anonymous', 'practitioner'].includes(caller) ? 'UNAUTHENTICATED' : 'FORBIDDEN';
    if (operation.get) {
      const response = await testApp.app.inject({ method: 'GET', url: operation.get(), headers: headersOf[caller] });
      expect(response.headers['cache-control']).toMatch(/\bno-store\b/);
      if (expected === 'allowed') expect(response.statusCode).toBe(200);
      else expect(response.statusCode).toBe(refusalCode === 'UNAUTHENTICATED' ? 401 : 403);
      return;
    }
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headersOf[caller] },
      payload: JSON.stringify({ query: operation.graphql!.query, variables: operation.graphql!.variables?.() }),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const codes = ((response.json().errors ?? []) as { extensions?: { code?: string } }[]).map(
      (error) => error.extensions?.code,
    );
    if (expected === 'allowed') {
      expect(codes).not.toContain('UNAUTHENTICATED');
      expect(codes).not.toContain('FORBIDDEN');
    } else {
      expect(codes).toEqual([refusalCode]);
    }
  });

  it('lists every staff operation of the schema in the table', () => {
    const names = [schema.getQueryType()!, schema.getMutationType()!]
      .flatMap((type) => Object.keys(type.getFields()))
      .filter((name) => name.startsWith('staff'));
    const public_ = ['staffViewer', 'staffSignIn', 'staffSignOut', 'staffBeginSetup', 'staffCompleteSetup'];
    expect(names.filter((name) => !public_.includes(name!)).sort()).toEqual(
      operations
        .map((operation) => operation.name)
        .filter((name) => name.startsWith('staff'))
        .sort(),
    );
  });
});
