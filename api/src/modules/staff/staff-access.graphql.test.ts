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
import { signedInStaff, staffApiToken } from './staff.testing';

// Every staff operation × every kind of caller: allowed, or refused by the server (issue 20).

type Caller =
  | 'anonymous'
  | 'practitioner'
  | 'reviewer'
  | 'support'
  | 'editor'
  | 'medical_reviewer'
  | 'admin'
  /** A reviewer's staff API token with review:read, and one with review:read and review:decide. */
  | 'read token'
  | 'decide token';
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
  'read token': 'refused',
  'decide token': 'refused',
};
const reviewReads: Record<Caller, Outcome> = { ...reviewers, 'read token': 'allowed', 'decide token': 'allowed' };
const reviewDecisions: Record<Caller, Outcome> = { ...reviewers, 'decide token': 'allowed' };
const everyMember: Record<Caller, Outcome> = {
  ...reviewers,
  support: 'allowed',
  editor: 'allowed',
  medical_reviewer: 'allowed',
};
const support: Record<Caller, Outcome> = { ...reviewers, reviewer: 'refused', support: 'allowed' };
const admins: Record<Caller, Outcome> = { ...reviewers, reviewer: 'refused' };
const editors: Record<Caller, Outcome> = { ...admins, editor: 'allowed' };
const medicalReviewers: Record<Caller, Outcome> = { ...admins, medical_reviewer: 'allowed' };
const contentReaders: Record<Caller, Outcome> = { ...editors, medical_reviewer: 'allowed' };

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
  for (const role of ['support', 'editor', 'medical_reviewer', 'admin'] as const)
    headersOf[role] = (await signedInStaff(testApp, role)).headers;
  const reviewer = await signedInStaff(testApp, 'reviewer');
  headersOf.reviewer = reviewer.headers;
  headersOf['read token'] = (await staffApiToken(testApp, reviewer, ['REVIEW_READ'])).headers;
  headersOf['decide token'] = (await staffApiToken(testApp, reviewer, ['REVIEW_READ', 'REVIEW_DECIDE'])).headers;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const unknownId = () => ({ id: randomUUID(), version: '1.0' });
const unknownItem = () => ({ id: '999999', version: 1 });
const localized = '{ ar: "نص", en: "Text" }';
const articleInput = `{ slug: "role-table", title: ${localized}, summary: ${localized},
  body: { ar: { type: "doc", content: [] }, en: { type: "doc", content: [] } }, tags: [], medicalReview: true }`;
const listingInput = `{ category: THERAPIST, gender: FEMALE, name: ${localized}, title: ${localized}, bio: ${localized},
  specializations: { ar: [], en: [] }, secondarySpecialties: { ar: [], en: [] }, languages: ["ar"],
  education: { ar: [], en: [] }, yearsOfExperience: 3, consultationTypes: [FAMILY], communicationStyles: [CHAT],
  classified: false, registrationVerifiedOn: "2026-01-01", urgent: false, concerns: [] }`;
const versionedMutation = (name: string, extra = '') => ({
  query: `mutation($id: ID!, $version: Int!) { ${name}(id: $id, version: $version${extra}) { id } }`,
  variables: unknownItem,
});

const operations: Operation[] = [
  { name: 'staffReviewQueue', graphql: { query: 'query { staffReviewQueue { total } }' }, expected: reviewReads },
  {
    name: 'staffApplication',
    graphql: { query: 'query($id: ID!) { staffApplication(id: $id) { id } }', variables: unknownId },
    expected: reviewReads,
  },
  {
    name: 'staffRejectionReasons',
    graphql: { query: 'query { staffRejectionReasons { code } }' },
    expected: reviewReads,
  },
  {
    name: 'staffClaimApplication',
    graphql: {
      query: 'mutation($id: ID!, $version: String!) { staffClaimApplication(id: $id, version: $version) { id } }',
      variables: unknownId,
    },
    expected: reviewDecisions,
  },
  {
    name: 'staffReleaseApplication',
    graphql: { query: 'mutation($id: ID!) { staffReleaseApplication(id: $id) { id } }', variables: unknownId },
    expected: reviewDecisions,
  },
  {
    name: 'staffAcceptApplication',
    graphql: {
      query: 'mutation($id: ID!, $version: String!) { staffAcceptApplication(id: $id, version: $version) { id } }',
      variables: unknownId,
    },
    expected: reviewDecisions,
  },
  {
    name: 'staffRejectApplication',
    graphql: {
      query:
        'mutation($id: ID!, $version: String!) { staffRejectApplication(id: $id, version: $version, reason: DOCUMENT_UNREADABLE) { id } }',
      variables: unknownId,
    },
    expected: reviewDecisions,
  },
  {
    name: 'GET application document',
    get: () => `/files/staff/application-documents/${documentId}`,
    expected: reviewReads,
  },
  { name: 'staffApiTokens', graphql: { query: 'query { staffApiTokens { id } }' }, expected: everyMember },
  {
    name: 'staffCreateApiToken',
    graphql: {
      query: 'mutation { staffCreateApiToken(input: { name: "role table", scopes: [], expiresInDays: 1 }) { secret } }',
    },
    expected: everyMember,
  },
  {
    name: 'staffRevokeApiToken',
    graphql: { query: 'mutation($id: ID!) { staffRevokeApiToken(id: $id) { id } }', variables: unknownId },
    expected: everyMember,
  },
  { name: 'GET audit trail CSV', get: () => '/files/staff/audit.csv?from=2026-01-01&to=2026-01-31', expected: admins },
  { name: 'staffInbox', graphql: { query: 'query { staffInbox { total } }' }, expected: support },
  {
    name: 'staffInboxItem',
    graphql: { query: 'query { staffInboxItem(reference: "C-999999") { state } }' },
    expected: support,
  },
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
  {
    // A JSON variable stands in for the file: the role is checked before the file is looked at.
    name: 'staffUploadImage',
    graphql: {
      query: 'mutation($file: File!) { staffUploadImage(file: $file) { id } }',
      variables: () => ({ file: 'not a file' }),
    },
    expected: editors,
  },
];

operations.push(
  {
    name: 'staffArticles',
    graphql: { query: 'query { staffArticles(kind: BLOG) { total } }' },
    expected: contentReaders,
  },
  {
    name: 'staffArticle',
    graphql: { query: 'query { staffArticle(id: "999999") { id } }' },
    expected: contentReaders,
  },
  {
    name: 'staffPreviewArticle',
    graphql: { query: 'mutation { staffPreviewArticle(id: "999999") { arabicPath } }' },
    expected: contentReaders,
  },
  { name: 'staffTags', graphql: { query: 'query { staffTags { id } }' }, expected: contentReaders },
  {
    name: 'staffCreateArticle',
    graphql: { query: `mutation { staffCreateArticle(kind: BLOG, input: ${articleInput}) { id } }` },
    expected: editors,
  },
  {
    name: 'staffSaveArticle',
    graphql: versionedMutation('staffSaveArticle', `, input: ${articleInput}`),
    expected: editors,
  },
  {
    name: 'staffRestoreArticleRevision',
    graphql: versionedMutation('staffRestoreArticleRevision', ', revisionId: "1"'),
    expected: editors,
  },
  { name: 'staffSubmitArticle', graphql: versionedMutation('staffSubmitArticle'), expected: editors },
  {
    name: 'staffApproveArticle',
    graphql: versionedMutation('staffApproveArticle', `, reviewerName: { ar: "د. سارة", en: "Dr Sara" }`),
    expected: medicalReviewers,
  },
  { name: 'staffReturnArticle', graphql: versionedMutation('staffReturnArticle'), expected: medicalReviewers },
  { name: 'staffPublishArticle', graphql: versionedMutation('staffPublishArticle'), expected: editors },
  { name: 'staffUnpublishArticle', graphql: versionedMutation('staffUnpublishArticle'), expected: editors },
  { name: 'staffFaq', graphql: { query: 'query { staffFaq { id } }' }, expected: editors },
  {
    name: 'staffCreateFaqCategory',
    graphql: {
      query: `mutation { staffCreateFaqCategory(input: { slug: "role-table", name: ${localized}, published: false }) { id } }`,
    },
    expected: editors,
  },
  {
    name: 'staffSaveFaqCategory',
    graphql: versionedMutation(
      'staffSaveFaqCategory',
      `, input: { slug: "role-table", name: ${localized}, published: false }`,
    ),
    expected: editors,
  },
  {
    name: 'staffMoveFaqCategory',
    graphql: versionedMutation('staffMoveFaqCategory', ', direction: UP'),
    expected: editors,
  },
  {
    name: 'staffCreateFaqQuestion',
    graphql: {
      query: `mutation { staffCreateFaqQuestion(categoryId: "999999", input: { question: ${localized}, answer: ${localized}, published: false }) { id } }`,
    },
    expected: editors,
  },
  {
    name: 'staffSaveFaqQuestion',
    graphql: versionedMutation(
      'staffSaveFaqQuestion',
      `, input: { question: ${localized}, answer: ${localized}, published: false }`,
    ),
    expected: editors,
  },
  {
    name: 'staffMoveFaqQuestion',
    graphql: versionedMutation('staffMoveFaqQuestion', ', direction: DOWN'),
    expected: editors,
  },
  { name: 'staffListings', graphql: { query: 'query { staffListings { total } }' }, expected: editors },
  { name: 'staffListing', graphql: { query: 'query { staffListing(id: "999999") { id } }' }, expected: editors },
  {
    name: 'staffSaveListing',
    graphql: versionedMutation('staffSaveListing', `, input: ${listingInput}`),
    expected: editors,
  },
  { name: 'staffPublishListing', graphql: versionedMutation('staffPublishListing'), expected: editors },
  { name: 'staffUnlistListing', graphql: versionedMutation('staffUnlistListing'), expected: editors },
);

// Staff who leave (issue 32): an unknown member's id, so an admin's call changes nobody (NOT_FOUND).
const staffMember = (name: string, extra = '') => ({
  query: `mutation($id: ID!, $version: Int!) { ${name}(id: $id, version: $version${extra}) { id } }`,
  variables: () => ({ id: randomUUID(), version: 1 }),
});
const signedInStaffOnly: Record<Caller, Outcome> = {
  ...admins,
  reviewer: 'allowed',
  support: 'allowed',
  editor: 'allowed',
  medical_reviewer: 'allowed',
};
operations.push(
  { name: 'staffDisableMember', graphql: staffMember('staffDisableMember'), expected: admins },
  { name: 'staffEnableMember', graphql: staffMember('staffEnableMember'), expected: admins },
  { name: 'staffChangeMemberRole', graphql: staffMember('staffChangeMemberRole', ', role: EDITOR'), expected: admins },
  {
    name: 'staffResetMember',
    graphql: {
      query: 'mutation($id: ID!, $version: Int!) { staffResetMember(id: $id, version: $version) { setupUrl } }',
      variables: () => ({ id: randomUUID(), version: 1 }),
    },
    expected: admins,
  },
  {
    name: 'staffEndMemberSessions',
    graphql: {
      query: 'mutation($id: ID!) { staffEndMemberSessions(id: $id) }',
      variables: () => ({ id: randomUUID() }),
    },
    expected: admins,
  },
  // Their own other sessions: the caller's open session is kept, so later cases still sign in.
  {
    name: 'staffEndMyOtherSessions',
    graphql: { query: 'mutation { staffEndMyOtherSessions }' },
    expected: signedInStaffOnly,
  },
);

const callers: Caller[] = [
  'anonymous',
  'practitioner',
  'reviewer',
  'support',
  'editor',
  'medical_reviewer',
  'admin',
  'read token',
  'decide token',
];

const cases = operations.flatMap((operation) =>
  callers.map((caller) => [operation.name, caller, operation.expected[caller], operation] as const),
);

describe('staff operations by role', () => {
  it.each(cases)('%s as %s: %s', async (_name, caller, expected, operation) => {
    // A token's role allows the queue: a decision with a read-only token is refused for its scope.
    const refusalCode = ['anonymous', 'practitioner'].includes(caller)
      ? 'UNAUTHENTICATED'
      : caller === 'read token' && operation.expected['decide token'] === 'allowed'
        ? 'STAFF_TOKEN_SCOPE_MISSING'
        : 'FORBIDDEN';
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
