import { eq } from 'drizzle-orm';
import { mailsTo as mailsOf } from '../../testing/outbox';
import { applications } from '../applications/applications.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  completeApplication,
  freshKey,
  myApplicationQuery,
  personalAnswers,
  savePersonalMutation,
  signedInAccount,
  submitMutation,
  submittedApplication,
} from '../applications/applications.testing';
import { latestAudit, signedInStaff, type TestStaffMember } from './staff.testing';
import { staffMembers } from './staff.table';

let testApp: TestApp;
let reviewer: TestStaffMember;
let otherReviewer: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp();
  reviewer = await signedInStaff(testApp, 'reviewer');
  otherReviewer = await signedInStaff(testApp, 'reviewer');
});

afterAll(async () => {
  await testApp.close();
});

interface Reply<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { extensions?: Record<string, unknown> }[];
}

const codeOf = (reply: Reply) => reply.errors?.[0]?.extensions?.code;

interface Queued {
  id: string;
  version: string;
  holder: { email: string } | null;
  application: {
    status: string;
    rejectionReason: string | null;
    personal: { fullNameEn: string; nationalId: string } | null;
    professional: { sfhscRegistrationNumber: string; iban: string | null } | null;
  };
  documents: { id: string; kind: string; url: string; downloadUrl: string; mediaType: string }[];
}

const queuedFields = /* GraphQL */ `
  fragment Queued on QueuedApplication {
    id
    version
    holder {
      email
    }
    application {
      status
      rejectionReason
      personal {
        fullNameEn
        nationalId
      }
      professional {
        sfhscRegistrationNumber
        iban
      }
    }
    documents {
      id
      kind
      url
      downloadUrl
      mediaType
    }
  }
`;

const queueQuery = /* GraphQL */ `
  query Queue($filter: ReviewQueueFilter) {
    staffReviewQueue(filter: $filter) {
      total
      items {
        ...Queued
      }
    }
  }
  ${queuedFields}
`;
const detailQuery = `query($id: ID!) { staffApplication(id: $id) { ...Queued } } ${queuedFields}`;
const claimMutation = `mutation($id: ID!, $version: String!) { staffClaimApplication(id: $id, version: $version) { ...Queued } } ${queuedFields}`;
const releaseMutation = `mutation($id: ID!) { staffReleaseApplication(id: $id) { ...Queued } } ${queuedFields}`;
const acceptMutation = `mutation($id: ID!, $version: String!) { staffAcceptApplication(id: $id, version: $version) { ...Queued } } ${queuedFields}`;
const rejectMutation = `mutation($id: ID!, $version: String!, $reason: RejectionReasonCode!, $note: String) {
  staffRejectApplication(id: $id, version: $version, reason: $reason, note: $note) { ...Queued }
} ${queuedFields}`;

const submitted = (change: Record<string, unknown> = {}) => submittedApplication(testApp, change);

async function open(member: TestStaffMember, id: string): Promise<Queued> {
  const reply = await testApp.graphql<{ staffApplication: Queued }>(detailQuery, { id }, member.headers);
  return reply.data!.staffApplication;
}

/** Opens an application and claims it at the version it was opened at. */
async function openAndClaim(member: TestStaffMember, id: string): Promise<Queued> {
  const opened = await open(member, id);
  const reply = await testApp.graphql<{ staffClaimApplication: Queued }>(
    claimMutation,
    { id, version: opened.version },
    member.headers,
  );
  return reply.data!.staffClaimApplication;
}

const mailsTo = (email: string) => mailsOf(testApp.outboxDir, email);

describe('the review queue', () => {
  it('lists sent applications only, never a draft, with filters and search', async () => {
    const draftOwner = await signedInAccount(testApp);
    const draftId = await completeApplication(testApp, draftOwner);
    const sent = await submitted({ fullNameEn: 'Layla Qahtani' });

    const all = await testApp.graphql<{ staffReviewQueue: { total: number; items: Queued[] } }>(
      queueQuery,
      { filter: { pageSize: 50 } },
      reviewer.headers,
    );
    const ids = all.data!.staffReviewQueue.items.map((item) => item.id);
    expect(ids).toContain(sent.id);
    expect(ids).not.toContain(draftId);

    const search = (filter: Record<string, unknown>) =>
      testApp.graphql<{ staffReviewQueue: { total: number; items: Queued[] } }>(
        queueQuery,
        { filter },
        reviewer.headers,
      );
    const byName = await search({ search: 'layla qah' });
    expect(byName.data!.staffReviewQueue.items.map((item) => item.id)).toEqual([sent.id]);
    const registration = byName.data!.staffReviewQueue.items[0]!.application.professional!.sfhscRegistrationNumber;
    expect((await search({ search: registration })).data!.staffReviewQueue.total).toBeGreaterThanOrEqual(1);
    expect((await search({ search: 'nobody-by-this-name%' })).data!.staffReviewQueue.total).toBe(0);
    expect((await search({ jobType: 'Nonexistent' })).data!.staffReviewQueue.total).toBe(0);
    expect((await search({ submittedTo: '2000-01-01' })).data!.staffReviewQueue.total).toBe(0);
    expect(
      (await search({ statuses: ['ACCEPTED'] })).data!.staffReviewQueue.items.map((item) => item.id),
    ).not.toContain(sent.id);
    expect(codeOf(await search({ statuses: ['DRAFT'] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await search({ pageSize: 51 }))).toBe('BAD_USER_INPUT');

    // Not by id either, nor its files.
    expect((await testApp.graphql(detailQuery, { id: draftId }, reviewer.headers)).data).toEqual({
      staffApplication: null,
    });
    const mine = await testApp.graphql<{ myApplication: { documents: { id: string }[] } }>(
      myApplicationQuery,
      {},
      draftOwner.headers,
    );
    const draftDocument = await testApp.app.inject({
      method: 'GET',
      url: `/files/staff/application-documents/${mine.data!.myApplication.documents[0]!.id}`,
      headers: reviewer.headers,
    });
    expect(draftDocument.statusCode).toBe(404);
  });

  it('shows every field and streams each document through the staff route, audited', async () => {
    const sent = await submitted();
    const detail = await open(reviewer, sent.id);
    expect(detail.application.personal?.nationalId).toMatch(/^[12]\d{9}$/);
    expect(detail.documents.map((document) => document.kind).sort()).toEqual([
      'CLASSIFICATION',
      'CV',
      'IDENTITY',
      'PHOTO',
      'QUALIFICATION',
    ]);
    const identity = detail.documents.find((document) => document.kind === 'IDENTITY')!;
    expect(identity.url).toBe(`/files/staff/application-documents/${identity.id}`);
    const file = await testApp.app.inject({ method: 'GET', url: identity.url, headers: reviewer.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/no-store/);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const audit = await latestAudit(testApp, 2);
    expect(audit.map((event) => [event.action, event.recordKind, event.recordId, event.staffId])).toEqual([
      ['document-viewed', 'document', identity.id, reviewer.staffId],
      ['application-viewed', 'application', sent.id, reviewer.staffId],
    ]);
    expect(audit[0]!.ip).toBe('127.0.0.1');
  });

  it("shows a PDF in the console's page (inline, without scripts, framed by this site only) and saves it from its download link", async () => {
    const sent = await submitted();
    const detail = await open(reviewer, sent.id);
    const identity = detail.documents.find((document) => document.kind === 'IDENTITY')!;
    const cv = detail.documents.find((document) => document.kind === 'CV')!;
    expect(cv.mediaType).toBe('application/pdf');
    expect(cv.downloadUrl).toBe(`${cv.url}?download=1`);
    const shown = await testApp.app.inject({ method: 'GET', url: cv.url, headers: reviewer.headers });
    const saved = await testApp.app.inject({ method: 'GET', url: cv.downloadUrl, headers: reviewer.headers });
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="/);
    for (const answer of [shown, saved]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox",
      );
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const savedImage = await testApp.app.inject({
      method: 'GET',
      url: identity.downloadUrl,
      headers: reviewer.headers,
    });
    expect(savedImage.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('claims, refuses a second holder, and accepts: the applicant is mailed and sees it', async () => {
    const sent = await submitted();
    const opened = await open(reviewer, sent.id);
    const openedByOther = await open(otherReviewer, sent.id);

    const accepted = await testApp.graphql<{ staffAcceptApplication: Queued }>(
      acceptMutation,
      { id: sent.id, version: opened.version },
      reviewer.headers,
    );
    expect(codeOf(accepted)).toBe('STAFF_CLAIM_REQUIRED');

    const claim = await testApp.graphql<{ staffClaimApplication: Queued }>(
      claimMutation,
      { id: sent.id, version: opened.version },
      reviewer.headers,
    );
    expect(claim.data?.staffClaimApplication.holder?.email).toBe(reviewer.email);
    const claimed = claim.data!.staffClaimApplication;
    expect(claimed.version).not.toBe(opened.version);

    // The other reviewer opened it before the claim: refused, whatever they try.
    const stale = { id: sent.id, version: openedByOther.version };
    expect(codeOf(await testApp.graphql(claimMutation, stale, otherReviewer.headers))).toBe('STAFF_VERSION_CONFLICT');
    const current = { id: sent.id, version: claimed.version };
    expect(codeOf(await testApp.graphql(claimMutation, current, otherReviewer.headers))).toBe('STAFF_CLAIMED_BY_OTHER');
    expect(codeOf(await testApp.graphql(acceptMutation, current, otherReviewer.headers))).toBe(
      'STAFF_CLAIMED_BY_OTHER',
    );
    expect(codeOf(await testApp.graphql(releaseMutation, { id: sent.id }, otherReviewer.headers))).toBe(
      'STAFF_CLAIMED_BY_OTHER',
    );

    // The holder with the version they opened before claiming: changed since.
    expect(
      codeOf(await testApp.graphql(acceptMutation, { ...current, version: opened.version }, reviewer.headers)),
    ).toBe('STAFF_VERSION_CONFLICT');
    const done = await testApp.graphql<{ staffAcceptApplication: Queued }>(acceptMutation, current, reviewer.headers);
    expect(done.errors).toBeUndefined();
    expect(done.data!.staffAcceptApplication).toMatchObject({ holder: null, application: { status: 'ACCEPTED' } });
    expect(mailsTo(sent.applicant.email).map((mail) => mail.template)).toContain('application-accepted');
    const status = await testApp.graphql<{ myApplication: { status: string } }>(
      myApplicationQuery,
      {},
      sent.applicant.headers,
    );
    expect(status.data!.myApplication.status).toBe('ACCEPTED');

    // Deciding again with the version of before: changed since.
    expect(codeOf(await testApp.graphql(acceptMutation, current, reviewer.headers))).toBe('STAFF_VERSION_CONFLICT');

    const actions = (await latestAudit(testApp, 3)).map((event) => [event.action, event.recordId, event.staffId]);
    expect(actions).toEqual([
      ['application-accepted', sent.id, reviewer.staffId],
      ['application-claimed', sent.id, reviewer.staffId],
      ['application-viewed', sent.id, otherReviewer.staffId],
    ]);
  });

  it('rejects with a prepared reason in the applicant’s language and a note, shown on the status page', async () => {
    const sent = await submitted();
    const claimed = await openAndClaim(reviewer, sent.id);
    const tooShort = await testApp.graphql(
      rejectMutation,
      { id: sent.id, version: claimed.version, reason: 'OTHER', note: 'short' },
      reviewer.headers,
    );
    expect(tooShort.errors?.[0]?.extensions?.fields).toEqual([{ path: 'note', code: 'text_too_short' }]);

    const rejected = await testApp.graphql<{ staffRejectApplication: Queued }>(
      rejectMutation,
      {
        id: sent.id,
        version: claimed.version,
        reason: 'DOCUMENT_UNREADABLE',
        note: 'The classification card photo is blurred.',
      },
      reviewer.headers,
    );
    expect(rejected.errors).toBeUndefined();
    const reason =
      'One of the uploaded documents cannot be read. Upload a clear scan or photo of it.\n\nThe classification card photo is blurred.';
    const arabicReason =
      'أحد المستندات المرفوعة غير مقروء. ارفع نسخة أو صورة واضحة منه.\n\nThe classification card photo is blurred.';
    // Each reader gets the prepared reason in their own language: the reviewer here reads the console in Arabic.
    expect(rejected.data!.staffRejectApplication.application).toMatchObject({
      status: 'REJECTED',
      rejectionReason: arabicReason,
    });
    const status = await testApp.graphql<{ myApplication: { status: string; rejectionReason: string } }>(
      myApplicationQuery,
      {},
      sent.applicant.headers,
    );
    expect(status.data!.myApplication).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    const mail = mailsTo(sent.applicant.email).find((sentMail) => sentMail.template === 'application-rejected');
    expect(mail?.text).toContain('The classification card photo is blurred.');
    expect((await latestAudit(testApp, 1))[0]).toMatchObject({ action: 'application-rejected', recordId: sent.id });

    // The same applicant on the Arabic status page reads the prepared reason in Arabic; the note stays as written.
    const inArabic = await testApp.graphql<{ myApplication: { rejectionReason: string } }>(
      myApplicationQuery,
      {},
      {
        ...sent.applicant.headers,
        'accept-language': 'ar',
      },
    );
    expect(inArabic.data!.myApplication.rejectionReason).toBe(arabicReason);
  });

  it('still shows a reason stored as text before reasons were stored by key, as it was written', async () => {
    const sent = await submitted();
    const stored = 'أحد المستندات المرفوعة غير مقروء. ارفع نسخة أو صورة واضحة منه.\n\nصورة البطاقة غير واضحة.';
    await testApp.db
      .update(applications)
      .set({ status: 'rejected', rejectionReason: stored, decidedAt: new Date() })
      .where(eq(applications.id, sent.id));

    for (const locale of ['ar', 'en']) {
      const status = await testApp.graphql<{ myApplication: { status: string; rejectionReason: string } }>(
        myApplicationQuery,
        {},
        { ...sent.applicant.headers, 'accept-language': locale },
      );
      expect(status.data!.myApplication).toMatchObject({ status: 'REJECTED', rejectionReason: stored });
    }
  });

  it('lets the holder (or an admin) release an application back to the queue', async () => {
    const sent = await submitted();
    await openAndClaim(reviewer, sent.id);
    const admin = await signedInStaff(testApp, 'admin');
    const released = await testApp.graphql<{ staffReleaseApplication: Queued }>(
      releaseMutation,
      { id: sent.id },
      admin.headers,
    );
    expect(released.data!.staffReleaseApplication.holder).toBeNull();
    expect((await latestAudit(testApp, 1))[0]).toMatchObject({
      action: 'application-released',
      staffId: admin.staffId,
    });
    expect((await openAndClaim(otherReviewer, sent.id)).holder?.email).toBe(otherReviewer.email);
  });

  it('refuses an application filed under the reviewer’s own email: neither claimed nor decided by them', async () => {
    const sent = await submitted();
    const member = await signedInStaff(testApp, 'reviewer');
    const opened = await open(member, sent.id);
    // A reviewer who claimed it before their address became the applicant's (or an admin's test account).
    await testApp.graphql(claimMutation, { id: sent.id, version: opened.version }, member.headers);
    await testApp.db
      .update(staffMembers)
      .set({ email: sent.applicant.email })
      .where(eq(staffMembers.id, member.staffId));
    const held = await open(member, sent.id);
    const accepted = await testApp.graphql(acceptMutation, { id: sent.id, version: held.version }, member.headers);
    expect(codeOf(accepted)).toBe('STAFF_OWN_APPLICATION');
    await testApp.graphql(releaseMutation, { id: sent.id }, member.headers);
    const again = await open(member, sent.id);
    const claimed = await testApp.graphql(claimMutation, { id: sent.id, version: again.version }, member.headers);
    expect(codeOf(claimed)).toBe('STAFF_OWN_APPLICATION');
    expect((await open(member, sent.id)).application.status).toBe('SUBMITTED');
    // Another reviewer decides it as usual.
    expect((await openAndClaim(otherReviewer, sent.id)).holder?.email).toBe(otherReviewer.email);
  });

  it('rejects, then accepts once the applicant corrects and sends it again: both decisions in its history', async () => {
    const sent = await submitted();
    const first = await openAndClaim(reviewer, sent.id);
    await testApp.graphql(
      rejectMutation,
      { id: sent.id, version: first.version, reason: 'DOCUMENT_UNREADABLE', note: null },
      reviewer.headers,
    );
    const corrected = await testApp.graphql(
      savePersonalMutation,
      { input: personalAnswers({ city: 'Jeddah' }) },
      sent.applicant.headers,
    );
    expect(corrected.errors).toBeUndefined();
    const again = await testApp.graphql(
      submitMutation,
      { certified: true, idempotencyKey: freshKey() },
      sent.applicant.headers,
    );
    expect(again.errors).toBeUndefined();
    const second = await openAndClaim(otherReviewer, sent.id);
    const accepted = await testApp.graphql<{ staffAcceptApplication: Queued }>(
      acceptMutation,
      { id: sent.id, version: second.version },
      otherReviewer.headers,
    );
    expect(accepted.data!.staffAcceptApplication.application.status).toBe('ACCEPTED');
    const history = await testApp.graphql<{ staffApplication: { application: { reviews: { decision: string }[] } } }>(
      `query($id: ID!) { staffApplication(id: $id) { application { reviews { decision } } } }`,
      { id: sent.id },
      reviewer.headers,
    );
    expect(history.data!.staffApplication.application.reviews).toEqual([
      { decision: 'REJECTED' },
      { decision: 'ACCEPTED' },
    ]);
    expect(mailsTo(sent.applicant.email).map((mail) => mail.template)).toEqual([
      'application-rejected',
      'application-accepted',
    ]);
  });
});
