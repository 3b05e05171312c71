import { createHash, randomBytes } from 'node:crypto';
import { asc, gt, max } from 'drizzle-orm';
import { sampleDocumentContent } from '@sakina/shared/validation';
import { schema } from '../../schema';
import { fixtureContent } from '../../testing/fixtures/seed-content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedContactMessage } from '../contact/contact.testing';
import { submittedApplication } from '../applications/applications.testing';
import { solidImage, uploadImage } from '../media/media.testing';
import { practitioners } from '../practitioners/practitioners.table';
import { verifyAuditChain } from './audit-chain';
import {
  signedInStaff,
  staffApiToken,
  staffPassword,
  tokenOfSetupUrl,
  type TestStaffApiToken,
  type TestStaffMember,
} from './staff.testing';
import { staffAuditEvents, type AuditAction, type AuditRecordKind } from './staff.table';
import { totpCode } from './totp';

// Issue 32, item 2: every staff operation (and every act of a documents service key), run once as the console, a
// command or a consultation app would, writes exactly one entry to the audit trail, with the right action, record
// and actor. The last tests make this table grow with the schema: a staff mutation or query the table does not
// list fails here until it is listed with the entry it writes (or, for a query, the reason it reads nobody's data).

const serviceKey = 'completeness-service-key-0123456789abcdef';
const serviceKeyName = createHash('sha256').update(serviceKey).digest('hex').slice(0, 16);

let testApp: TestApp;
let admin: TestStaffMember;
let reviewer: TestStaffMember;
let support: TestStaffMember;
let editor: TestStaffMember;
let medicalReviewer: TestStaffMember;
let readToken: TestStaffApiToken;
let accepted: { id: string; documentId: string };
let rejected: { id: string };
let contactId: number;
let physicianId: number;

beforeAll(async () => {
  testApp = await createTestApp({
    content: fixtureContent,
    environment: { DOCUMENTS_SERVICE_KEY: serviceKey, DOCUMENTS_LINK_SECRET: `${serviceKey}-links` },
  });
  admin = await signedInStaff(testApp, 'admin');
  reviewer = await signedInStaff(testApp, 'reviewer');
  support = await signedInStaff(testApp, 'support');
  editor = await signedInStaff(testApp, 'editor');
  medicalReviewer = await signedInStaff(testApp, 'medical_reviewer');
  readToken = await staffApiToken(testApp, reviewer, ['REVIEW_READ']);
  accepted = await submittedApplication(testApp);
  rejected = await submittedApplication(testApp);
  contactId = await storedContactMessage(testApp);
  const rows = await testApp.db.select({ id: practitioners.id, category: practitioners.category }).from(practitioners);
  physicianId = rows.find((row) => row.category === 'physician')!.id;
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

/** One entry as a test expects it: the action, the record (null: none), and who acted. */
interface Expected {
  action: AuditAction;
  record: { kind: AuditRecordKind; id: string } | null;
  staffId: string | null;
  tokenId?: string;
  serviceKey?: string;
}

interface Case {
  /** The GraphQL field, or the HTTP route, as `METHOD /path`. */
  operation: string;
  /** What this run of it does, when the operation has several cases. */
  does?: string;
  /** Runs the operation (checking it succeeded) and answers the entries it must have written. `mark` starts the
   *  count afresh, after what the case needed first (a claim before a decision, failures before a lock-out). */
  run: (mark: () => Promise<void>) => Promise<Expected | Expected[]>;
}

async function lastAuditId(): Promise<number> {
  const [row] = await testApp.db.select({ id: max(staffAuditEvents.id) }).from(staffAuditEvents);
  return row?.id ?? 0;
}

async function entriesAfter(id: number) {
  return testApp.db
    .select()
    .from(staffAuditEvents)
    .where(gt(staffAuditEvents.id, id))
    .orderBy(asc(staffAuditEvents.id));
}

/** A GraphQL call that must succeed: its data. */
async function call<Data = Record<string, never>>(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Data> {
  const reply = await testApp.graphql<Data>(query, variables, headers);
  if (reply.errors) throw new Error(`${query}: ${JSON.stringify(reply.errors)}`);
  return reply.data!;
}

const csrf = { 'x-graphql-csrf': '1' };
const by = (member: TestStaffMember, action: AuditAction, record: Expected['record'] = null): Expected => ({
  action,
  record,
  staffId: member.staffId,
});
const byKey = (action: AuditAction, id: string): Expected => ({
  action,
  record: { kind: 'issued-document', id },
  staffId: null,
  serviceKey: serviceKeyName,
});

const signInMutation = `mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { id } }`;
const signInAs = (member: TestStaffMember, code: string, password = member.password) =>
  testApp.graphql(signInMutation, { input: { email: member.email, password, code } }, csrf);
const codeOf = (reply: { errors?: { extensions?: Record<string, unknown> }[] }) => reply.errors?.[0]?.extensions?.code;

const applicationVersion = async (id: string) =>
  (
    await call<{ staffApplication: { version: string } }>(
      'query($id: ID!) { staffApplication(id: $id) { version } }',
      { id },
      reviewer.headers,
    )
  ).staffApplication.version;
const decide = (name: string, id: string, version: string, extra = '') =>
  call(
    `mutation($id: ID!, $version: String!) { ${name}(id: $id, version: $version${extra}) { id } }`,
    { id, version },
    reviewer.headers,
  );

const memberVersion = async (id: string) =>
  (
    await call<{ staffMembers: { id: string; version: number }[] }>(
      'query { staffMembers { id version } }',
      {},
      admin.headers,
    )
  ).staffMembers.find((member) => member.id === id)!.version;
const lifecycle = (name: string, target: TestStaffMember, version: number, extra = '') =>
  call(
    `mutation($id: ID!, $version: Int!) { ${name}(id: $id, version: $version${extra}) { __typename } }`,
    { id: target.staffId, version },
    admin.headers,
  );

const localized = '{ ar: "نص", en: "Text" }';
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const articleInput = (slug: string) => ({
  slug,
  title: { ar: 'التعامل مع قلق الامتحانات', en: 'Coping with exam anxiety' },
  summary: { ar: 'خطوات بسيطة قبل الامتحان.', en: 'Simple steps before an exam.' },
  body: {
    ar: { type: 'doc', content: [paragraph('نم جيدًا في الليلة السابقة.')] },
    en: { type: 'doc', content: [paragraph('Sleep well the night before.')] },
  },
  tags: [],
  author: { ar: 'فريق سكينة', en: 'The Sakina team' },
  cover: null,
  medicalReview: true,
});
interface Article {
  id: string;
  version: number;
  revisions: { id: string }[];
}
let article: Article;
const articleFields = '{ id version revisions { id } }';
const onArticle = async (name: string, member: TestStaffMember, extra = '', input?: Record<string, unknown>) => {
  const data = await call<Record<string, Article>>(
    `mutation($id: ID!, $version: Int!${input ? ', $input: StaffArticleInput!' : ''}) { ${name}(id: $id, version: $version${extra}${input ? ', input: $input' : ''}) ${articleFields} }`,
    { id: article.id, version: article.version, ...(input ? { input } : {}) },
    member.headers,
  );
  article = data[name]!;
  return by(member, actionOfArticle[name]!, { kind: 'article', id: article.id });
};

const actionOfArticle: Record<string, AuditAction> = {
  staffSaveArticle: 'content-saved',
  staffSubmitArticle: 'content-submitted',
  staffReturnArticle: 'content-returned',
  staffApproveArticle: 'content-approved',
  staffPublishArticle: 'content-published',
  staffUnpublishArticle: 'content-unpublished',
  staffRestoreArticleRevision: 'content-restored',
};

interface FaqItem {
  id: string;
  version: number;
}
const faqInput = (slug: string) => `{ slug: "${slug}", name: ${localized}, published: false }`;
const questionInput = `{ question: ${localized}, answer: ${localized}, published: false }`;
let category: FaqItem;
const questions: FaqItem[] = [];

interface Listing {
  id: string;
  version: number;
}
let listing: Listing;
const listingInputFields = `category gender name { ar en } title { ar en } bio { ar en }
  specializations { ar en } secondarySpecialties { ar en } concerns languages education { ar en } yearsOfExperience
  consultationTypes communicationStyles classified classificationLevel registrationNumber registrationExpiresOn
  registrationVerifiedOn photoMediaId priceSar urgent position`;
const onListing = async (name: string, action: AuditAction, input?: Record<string, unknown>) => {
  const data = await call<Record<string, Listing>>(
    `mutation($id: ID!, $version: Int!${input ? ', $input: StaffListingInput!' : ''}) { ${name}(id: $id, version: $version${input ? ', input: $input' : ''}) { id version } }`,
    { id: listing.id, version: listing.version, ...(input ? { input } : {}) },
    editor.headers,
  );
  listing = data[name]!;
  return by(editor, action, { kind: 'listing', id: listing.id });
};

let createdToken: string;
let setupMember: { id: string; token: string };
let issuedDocument: string;

const service = (url: string, body: unknown = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${serviceKey}` },
    payload: body as object,
  });

const cases: Case[] = [
  // Sign-in events.
  {
    operation: 'staffSignIn',
    does: 'with a TOTP code',
    run: async (mark) => {
      const member = await signedInStaff(testApp, 'support');
      await mark();
      expect(codeOf(await signInAs(member, totpCode(member.totpSecret)))).toBeUndefined();
      return by(member, 'signed-in', { kind: 'staff', id: member.staffId });
    },
  },
  {
    operation: 'staffSignIn',
    does: 'with a recovery code',
    run: async (mark) => {
      const member = await signedInStaff(testApp, 'support');
      await mark();
      expect(codeOf(await signInAs(member, member.recoveryCodes[0]!))).toBeUndefined();
      return by(member, 'recovery-code-used', { kind: 'staff', id: member.staffId });
    },
  },
  {
    operation: 'staffSignIn',
    does: 'refused: a wrong code',
    run: async (mark) => {
      const member = await signedInStaff(testApp, 'support');
      await mark();
      expect(codeOf(await signInAs(member, '000000', 'not the password'))).toBe('STAFF_INVALID_CREDENTIALS');
      return by(member, 'sign-in-failed', { kind: 'staff', id: member.staffId });
    },
  },
  {
    operation: 'staffSignIn',
    does: 'refused: the lock-out, once',
    run: async (mark) => {
      const member = await signedInStaff(testApp, 'support');
      for (let attempt = 0; attempt < 5; attempt += 1) await signInAs(member, '000000', 'not the password');
      await mark();
      expect(codeOf(await signInAs(member, totpCode(member.totpSecret)))).toBe('RATE_LIMITED');
      const afterLockOut = await lastAuditId();
      // Refused again while locked: nothing more is written.
      expect(codeOf(await signInAs(member, '000000'))).toBe('RATE_LIMITED');
      expect(await lastAuditId()).toBe(afterLockOut);
      return by(member, 'locked-out', { kind: 'staff', id: member.staffId });
    },
  },
  {
    operation: 'staffSignOut',
    run: async (mark) => {
      const member = await signedInStaff(testApp, 'editor');
      await mark();
      expect(await call('mutation { staffSignOut }', {}, member.headers)).toEqual({ staffSignOut: true });
      return by(member, 'signed-out', { kind: 'staff', id: member.staffId });
    },
  },
  {
    operation: 'staffCreateMember',
    run: async () => {
      const { staffCreateMember } = await call<{ staffCreateMember: { member: { id: string }; setupUrl: string } }>(
        'mutation($email: String!) { staffCreateMember(email: $email, role: SUPPORT) { member { id } setupUrl } }',
        { email: `new-${randomBytes(4).toString('hex')}@sakina.example` },
        admin.headers,
      );
      setupMember = { id: staffCreateMember.member.id, token: tokenOfSetupUrl(staffCreateMember.setupUrl) };
      return by(admin, 'staff-created', { kind: 'staff', id: setupMember.id });
    },
  },
  {
    operation: 'staffCompleteSetup',
    does: 'after staffBeginSetup',
    run: async (mark) => {
      const beforeBegin = await lastAuditId();
      const { staffBeginSetup } = await call<{ staffBeginSetup: { totpSecret: string } }>(
        'mutation($token: String!) { staffBeginSetup(token: $token) { totpSecret } }',
        { token: setupMember.token },
        csrf,
      );
      // Opening the link writes nothing (staffMutationsWithoutEntry says why).
      expect(await lastAuditId()).toBe(beforeBegin);
      await mark();
      await call(
        'mutation($input: StaffCompleteSetupInput!) { staffCompleteSetup(input: $input) { recoveryCodes } }',
        {
          input: {
            token: setupMember.token,
            password: staffPassword,
            passwordConfirmation: staffPassword,
            code: totpCode(staffBeginSetup.totpSecret),
          },
        },
        csrf,
      );
      return { action: 'totp-enrolled', record: { kind: 'staff', id: setupMember.id }, staffId: setupMember.id };
    },
  },

  // The review queue, as the console and as a command with a token.
  {
    operation: 'staffReviewQueue',
    run: async () => {
      await call('query { staffReviewQueue { total items { id } } }', {}, reviewer.headers);
      return by(reviewer, 'review-queue-viewed');
    },
  },
  {
    operation: 'staffReviewQueue',
    does: 'with a staff API token',
    run: async () => {
      await call('query { staffReviewQueue { total } }', {}, readToken.headers);
      return [
        { ...by(reviewer, 'token-used', { kind: 'token', id: readToken.id }), tokenId: readToken.id },
        { ...by(reviewer, 'review-queue-viewed'), tokenId: readToken.id },
      ];
    },
  },
  {
    operation: 'staffApplication',
    run: async () => {
      await applicationVersion(accepted.id);
      return by(reviewer, 'application-viewed', { kind: 'application', id: accepted.id });
    },
  },
  {
    operation: 'GET /files/staff/application-documents/:id',
    run: async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/files/staff/application-documents/${accepted.documentId}`,
        headers: reviewer.headers,
      });
      expect(response.statusCode).toBe(200);
      return by(reviewer, 'document-viewed', { kind: 'document', id: accepted.documentId });
    },
  },
  {
    operation: 'staffClaimApplication',
    run: async (mark) => {
      const version = await applicationVersion(accepted.id);
      await mark();
      await decide('staffClaimApplication', accepted.id, version);
      return by(reviewer, 'application-claimed', { kind: 'application', id: accepted.id });
    },
  },
  {
    operation: 'staffReleaseApplication',
    run: async () => {
      await call(
        'mutation($id: ID!) { staffReleaseApplication(id: $id) { id } }',
        { id: accepted.id },
        reviewer.headers,
      );
      return by(reviewer, 'application-released', { kind: 'application', id: accepted.id });
    },
  },
  {
    operation: 'staffAcceptApplication',
    run: async (mark) => {
      await decide('staffClaimApplication', accepted.id, await applicationVersion(accepted.id));
      const version = await applicationVersion(accepted.id);
      await mark();
      await decide('staffAcceptApplication', accepted.id, version);
      return by(reviewer, 'application-accepted', { kind: 'application', id: accepted.id });
    },
  },
  {
    operation: 'staffRejectApplication',
    run: async (mark) => {
      await decide('staffClaimApplication', rejected.id, await applicationVersion(rejected.id));
      const version = await applicationVersion(rejected.id);
      await mark();
      await decide('staffRejectApplication', rejected.id, version, ', reason: DOCUMENT_UNREADABLE');
      return by(reviewer, 'application-rejected', { kind: 'application', id: rejected.id });
    },
  },

  // The inbox.
  {
    operation: 'staffInbox',
    run: async () => {
      await call('query { staffInbox { total items { recordId } } }', {}, support.headers);
      return by(support, 'inbox-viewed');
    },
  },
  {
    operation: 'staffInboxItem',
    run: async () => {
      const reference = `C-${String(contactId).padStart(6, '0')}`;
      const { staffInboxItem } = await call<{ staffInboxItem: { recordId: number } | null }>(
        'query($reference: String!) { staffInboxItem(reference: $reference) { recordId } }',
        { reference },
        support.headers,
      );
      expect(staffInboxItem).not.toBeNull();
      return by(support, 'inbox-item-viewed', { kind: 'contact', id: String(contactId) });
    },
  },
  ...(
    [
      ['its state', { state: 'IN_PROGRESS' }, 'message-state-changed'],
      ['who holds it', { hold: true }, 'message-holder-changed'],
      ['its note', { note: 'Called back; waiting for the app store.' }, 'message-note-changed'],
    ] as const
  ).map(([does, change, action]): Case => ({
    operation: 'staffUpdateInboxItem',
    does,
    run: async () => {
      await call(
        'mutation($input: InboxItemUpdate!) { staffUpdateInboxItem(input: $input) { state } }',
        { input: { kind: 'CONTACT', recordId: contactId, ...change } },
        support.headers,
      );
      return by(support, action, { kind: 'contact', id: String(contactId) });
    },
  })),

  // Staff accounts, tokens and the trail.
  {
    operation: 'staffMembers',
    run: async () => {
      await call('query { staffMembers { email } }', {}, admin.headers);
      return by(admin, 'staff-listed');
    },
  },
  ...(
    [
      ['staffChangeMemberRole', ', role: EDITOR', 'staff-role-changed'],
      ['staffDisableMember', '', 'staff-disabled'],
      ['staffEnableMember', '', 'staff-enabled'],
      ['staffResetMember', '', 'staff-reset'],
    ] as const
  ).map(([operation, extra, action]): Case => ({
    operation,
    run: async (mark) => {
      const target = (lifecycleTarget ??= await signedInStaff(testApp, 'support'));
      const version = await memberVersion(target.staffId);
      await mark();
      await lifecycle(operation, target, version, extra);
      return by(admin, action, { kind: 'staff', id: target.staffId });
    },
  })),
  {
    operation: 'staffEndMemberSessions',
    run: async (mark) => {
      const target = await signedInStaff(testApp, 'editor');
      await mark();
      await call('mutation($id: ID!) { staffEndMemberSessions(id: $id) }', { id: target.staffId }, admin.headers);
      return by(admin, 'sessions-revoked', { kind: 'staff', id: target.staffId });
    },
  },
  {
    operation: 'staffEndMyOtherSessions',
    run: async () => {
      await call('mutation { staffEndMyOtherSessions }', {}, editor.headers);
      return by(editor, 'sessions-revoked', { kind: 'staff', id: editor.staffId });
    },
  },
  {
    operation: 'staffCreateApiToken',
    run: async () => {
      const { staffCreateApiToken } = await call<{ staffCreateApiToken: { token: { id: string } } }>(
        'mutation { staffCreateApiToken(input: { name: "completeness", scopes: [REVIEW_READ], expiresInDays: 1 }) { token { id } } }',
        {},
        reviewer.headers,
      );
      createdToken = staffCreateApiToken.token.id;
      return by(reviewer, 'token-created', { kind: 'token', id: createdToken });
    },
  },
  {
    operation: 'staffRevokeApiToken',
    run: async () => {
      await call('mutation($id: ID!) { staffRevokeApiToken(id: $id) { id } }', { id: createdToken }, reviewer.headers);
      return by(reviewer, 'token-revoked', { kind: 'token', id: createdToken });
    },
  },
  {
    operation: 'staffAuditTrail',
    run: async () => {
      await call('query { staffAuditTrail { total items { id ip } } }', {}, admin.headers);
      return by(admin, 'audit-viewed');
    },
  },
  {
    operation: 'GET /files/staff/audit.csv',
    run: async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/files/staff/audit.csv?from=2026-01-01&to=2026-01-31',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      return by(admin, 'audit-exported', { kind: 'audit', id: '2026-01-01/2026-01-31' });
    },
  },

  // Practitioner listings (the accepted application's draft) and images.
  {
    operation: 'staffListings',
    run: async () => {
      const { staffListings } = await call<{ staffListings: { items: (Listing & { status: string })[] } }>(
        'query { staffListings(status: DRAFT) { items { id version status } } }',
        {},
        editor.headers,
      );
      listing = staffListings.items[0]!;
      return by(editor, 'listings-viewed');
    },
  },
  {
    operation: 'staffListing',
    run: async () => {
      await call('query($id: ID!) { staffListing(id: $id) { id } }', { id: listing.id }, editor.headers);
      return by(editor, 'listing-viewed', { kind: 'listing', id: listing.id });
    },
  },
  {
    operation: 'staffSaveListing',
    run: async (mark) => {
      const { staffListing } = await call<{ staffListing: Record<string, unknown> }>(
        `query($id: ID!) { staffListing(id: $id) { ${listingInputFields} } }`,
        { id: listing.id },
        editor.headers,
      );
      await mark();
      return onListing('staffSaveListing', 'listing-saved', { ...staffListing, priceSar: 250 });
    },
  },
  { operation: 'staffPublishListing', run: () => onListing('staffPublishListing', 'listing-published') },
  { operation: 'staffUnlistListing', run: () => onListing('staffUnlistListing', 'listing-unlisted') },
  {
    operation: 'staffUploadImage',
    run: async () => {
      const reply = await uploadImage(testApp, editor.headers, { bytes: await solidImage(40, 30) });
      expect(reply.errors).toBeUndefined();
      return by(editor, 'media-uploaded', { kind: 'media', id: reply.data!.staffUploadImage.id });
    },
  },

  // Articles and news, through review to publication.
  {
    operation: 'staffCreateArticle',
    run: async () => {
      const { staffCreateArticle } = await call<{ staffCreateArticle: Article }>(
        `mutation($input: StaffArticleInput!) { staffCreateArticle(kind: BLOG, input: $input) ${articleFields} }`,
        { input: articleInput('completeness') },
        editor.headers,
      );
      article = staffCreateArticle;
      return by(editor, 'content-saved', { kind: 'article', id: article.id });
    },
  },
  {
    operation: 'staffSaveArticle',
    run: () => onArticle('staffSaveArticle', editor, '', articleInput('completeness-saved')),
  },
  {
    operation: 'staffPreviewArticle',
    run: async () => {
      await call(
        'mutation($id: ID!) { staffPreviewArticle(id: $id) { arabicPath } }',
        { id: article.id },
        editor.headers,
      );
      return by(editor, 'content-previewed', { kind: 'article', id: article.id });
    },
  },
  { operation: 'staffSubmitArticle', run: () => onArticle('staffSubmitArticle', editor) },
  { operation: 'staffReturnArticle', run: () => onArticle('staffReturnArticle', medicalReviewer) },
  {
    operation: 'staffApproveArticle',
    run: async (mark) => {
      await onArticle('staffSubmitArticle', editor);
      await mark();
      return onArticle('staffApproveArticle', medicalReviewer, ', reviewerName: { ar: "د. سارة", en: "Dr Sara" }');
    },
  },
  { operation: 'staffPublishArticle', run: () => onArticle('staffPublishArticle', editor) },
  { operation: 'staffUnpublishArticle', run: () => onArticle('staffUnpublishArticle', editor) },
  {
    operation: 'staffRestoreArticleRevision',
    run: () => onArticle('staffRestoreArticleRevision', editor, `, revisionId: "${article.revisions.at(-1)!.id}"`),
  },

  // The FAQ.
  {
    operation: 'staffCreateFaqCategory',
    run: async () => {
      const { staffCreateFaqCategory } = await call<{ staffCreateFaqCategory: FaqItem }>(
        `mutation { staffCreateFaqCategory(input: ${faqInput('completeness')}) { id version } }`,
        {},
        editor.headers,
      );
      category = staffCreateFaqCategory;
      return by(editor, 'content-saved', { kind: 'faq', id: `category:${category.id}` });
    },
  },
  {
    operation: 'staffSaveFaqCategory',
    run: async () => {
      const { staffSaveFaqCategory } = await call<{ staffSaveFaqCategory: FaqItem }>(
        `mutation($id: ID!, $version: Int!) { staffSaveFaqCategory(id: $id, version: $version, input: ${faqInput('completeness-saved')}) { id version } }`,
        { ...category },
        editor.headers,
      );
      category = staffSaveFaqCategory;
      return by(editor, 'content-saved', { kind: 'faq', id: `category:${category.id}` });
    },
  },
  {
    operation: 'staffMoveFaqCategory',
    run: async () => {
      const { staffMoveFaqCategory } = await call<{ staffMoveFaqCategory: FaqItem }>(
        'mutation($id: ID!, $version: Int!) { staffMoveFaqCategory(id: $id, version: $version, direction: UP) { id version } }',
        { ...category },
        editor.headers,
      );
      category = staffMoveFaqCategory;
      return by(editor, 'content-saved', { kind: 'faq', id: `category:${category.id}` });
    },
  },
  {
    operation: 'staffCreateFaqQuestion',
    run: async (mark) => {
      const create = () =>
        call<{ staffCreateFaqQuestion: FaqItem }>(
          `mutation($categoryId: ID!) { staffCreateFaqQuestion(categoryId: $categoryId, input: ${questionInput}) { id version } }`,
          { categoryId: category.id },
          editor.headers,
        );
      questions.push((await create()).staffCreateFaqQuestion);
      await mark();
      questions.push((await create()).staffCreateFaqQuestion);
      return by(editor, 'content-saved', { kind: 'faq', id: `question:${questions[1]!.id}` });
    },
  },
  {
    operation: 'staffSaveFaqQuestion',
    run: async () => {
      const { staffSaveFaqQuestion } = await call<{ staffSaveFaqQuestion: FaqItem }>(
        `mutation($id: ID!, $version: Int!) { staffSaveFaqQuestion(id: $id, version: $version, input: ${questionInput}) { id version } }`,
        { ...questions[1]! },
        editor.headers,
      );
      questions[1] = staffSaveFaqQuestion;
      return by(editor, 'content-saved', { kind: 'faq', id: `question:${questions[1].id}` });
    },
  },
  {
    operation: 'staffMoveFaqQuestion',
    run: async () => {
      await call(
        'mutation($id: ID!, $version: Int!) { staffMoveFaqQuestion(id: $id, version: $version, direction: UP) { id } }',
        { ...questions[1]! },
        editor.headers,
      );
      return by(editor, 'content-saved', { kind: 'faq', id: `question:${questions[1]!.id}` });
    },
  },

  // A consultation app's service key: no staff member, the key's name.
  {
    operation: 'POST /api/documents',
    run: async () => {
      const response = await service('/api/documents', {
        kind: 'standard-medical-report',
        language: 'en',
        issuerPractitionerId: physicianId,
        subjectReference: 'patient:1001',
        content: sampleDocumentContent('standard-medical-report', 'en'),
      });
      expect(response.statusCode).toBe(201);
      issuedDocument = response.json<{ id: string }>().id;
      return byKey('document-issued', issuedDocument);
    },
  },
  {
    operation: 'POST /api/documents/:id/links',
    run: async () => {
      expect((await service(`/api/documents/${issuedDocument}/links`)).statusCode).toBe(201);
      return byKey('document-link-created', issuedDocument);
    },
  },
  {
    operation: 'POST /api/documents/:id/revoke',
    run: async () => {
      expect((await service(`/api/documents/${issuedDocument}/revoke`)).statusCode).toBe(200);
      return byKey('document-revoked', issuedDocument);
    },
  },
];
let lifecycleTarget: TestStaffMember | undefined;

/** Staff queries that read nobody's personal data but the caller's own, or published content, and so write nothing. */
const staffQueriesWithoutPersonalData: Record<string, string> = {
  staffViewer: "the caller's own name and role",
  staffApiTokens: "the caller's own tokens",
  staffRejectionReasons: 'the prepared reasons, text',
  staffTags: 'article tags',
  staffArticles: 'articles and news: content (a revision names a colleague as its author)',
  staffArticle: 'one article: content (a revision names a colleague as its author)',
  staffFaq: 'the FAQ: content',
};

/** Staff mutations that write no entry, and why. */
const staffMutationsWithoutEntry: Record<string, string> = {
  staffBeginSetup: 'a new TOTP secret to enrol, in force only once staffCompleteSetup (audited) accepts a code',
};

/** Everything else in the schema: the visitors' and applicants' own operations (no staff session, no service key). */
const publicQueries = [
  'applicationLimits',
  'article',
  'articleAddress',
  'articlePreview',
  'articles',
  'documentVerification',
  'faqCategories',
  'faqCategory',
  'faqSearch',
  'issuedDocument',
  'latestArticle',
  'myApplication',
  'newsletterSubscription',
  'pendingConfirmation',
  'pendingPasswordReset',
  'practitioner',
  'practitioners',
  'tags',
  'viewer',
];
const publicMutations = [
  'confirmCode',
  'deleteMyAccount',
  'register',
  'removeApplicationDocument',
  'requestBusinessService',
  'requestPasswordReset',
  'resendCode',
  'resubscribeNewsletter',
  'saveApplicationPersonal',
  'saveApplicationProfessional',
  'sendContactMessage',
  'setNewPassword',
  'signIn',
  'signOut',
  'submitApplication',
  'subscribeNewsletter',
  'unsubscribeNewsletter',
  'uploadApplicationDocument',
];

describe('the audit trail records every staff operation once', () => {
  for (const testCase of cases) {
    it(`${testCase.operation}${testCase.does ? ` (${testCase.does})` : ''}`, async () => {
      let before = await lastAuditId();
      const expected = [
        await testCase.run(async () => {
          before = await lastAuditId();
        }),
      ].flat();
      const written = await entriesAfter(before);
      expect(
        written.map((entry) => ({
          action: entry.action,
          record: entry.recordKind ? { kind: entry.recordKind, id: entry.recordId } : null,
          staffId: entry.staffId,
          tokenId: entry.tokenId,
          serviceKey: entry.serviceKey,
        })),
      ).toEqual(expected.map((entry) => ({ tokenId: null, serviceKey: null, ...entry })));
    });
  }

  it('leaves the chain whole', async () => {
    expect(await verifyAuditChain({ db: testApp.db })).toMatchObject({ broken: null });
  });
});

describe('the table above', () => {
  const tested = new Set(cases.map((testCase) => testCase.operation));
  const fieldsOf = (type: { getFields(): Record<string, unknown> }) => Object.keys(type.getFields()).sort();

  it('runs every mutation of the schema that is not the public’s', () => {
    const unlisted = fieldsOf(schema.getMutationType()!).filter(
      (name) => !publicMutations.includes(name) && !tested.has(name) && !(name in staffMutationsWithoutEntry),
    );
    expect(unlisted).toEqual([]);
  });

  it('runs every query of the schema that is not the public’s, or says why it reads nobody’s data', () => {
    const unlisted = fieldsOf(schema.getQueryType()!).filter(
      (name) => !publicQueries.includes(name) && !tested.has(name) && !(name in staffQueriesWithoutPersonalData),
    );
    expect(unlisted).toEqual([]);
  });

  it('runs every staff file route and every route of the documents service key', () => {
    const routes = testApp.app.printRoutes({ commonPrefix: false });
    const staffRoutes = [...routes.matchAll(/(\/(?:files\/staff|api\/documents)\S*) \(([A-Z, ]+)\)/g)].flatMap(
      ([, path, methods]) =>
        methods!
          .split(', ')
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${path}`),
    );
    expect(staffRoutes.length).toBeGreaterThan(0);
    expect(staffRoutes.filter((route) => !tested.has(route))).toEqual([]);
  });
});
