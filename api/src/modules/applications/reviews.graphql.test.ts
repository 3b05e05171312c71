import fs from 'node:fs';
import path from 'node:path';
import type { OutboxSummary } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  completeApplication,
  freshKey,
  myApplicationQuery,
  personalAnswers,
  savePersonalMutation,
  signedInAccount,
  submitMutation,
  type TestAccount,
} from './applications.testing';
import { ensureOperatorToken } from '../../security/operator-token';

let testApp: TestApp;
let reviewer: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  reviewer = await signedInAccount(testApp, { role: 'reviewer' });
});

afterAll(async () => {
  await testApp.close();
});

interface Reply {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: Record<string, unknown> }[];
}

const codeOf = (reply: Reply) => reply.errors?.[0]?.extensions?.code;

const listQuery = /* GraphQL */ `
  query List($statuses: [ApplicationStatus!]) {
    applicationsForReview(statuses: $statuses) {
      id
      status
      applicantEmail
      personal {
        fullNameEn
      }
    }
  }
`;

const showQuery = /* GraphQL */ `
  query Show($id: ID!) {
    applicationForReview(id: $id) {
      id
      status
      applicantEmail
      personal {
        nationalId
      }
      professional {
        sfhscRegistrationNumber
      }
      documents {
        kind
        url
      }
      reviews {
        decision
        reason
      }
    }
  }
`;

const acceptMutation = /* GraphQL */ `
  mutation Accept($id: ID!) {
    acceptApplication(id: $id) {
      id
      status
      decidedAt
    }
  }
`;

const rejectMutation = /* GraphQL */ `
  mutation Reject($id: ID!, $reason: String!) {
    rejectApplication(id: $id, reason: $reason) {
      id
      status
      rejectionReason
    }
  }
`;

function mailsTo(email: string): OutboxSummary[] {
  if (!fs.existsSync(testApp.outboxDir)) return [];
  return fs
    .readdirSync(testApp.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(testApp.outboxDir, file), 'utf8')) as OutboxSummary)
    .filter((mail) => mail.to === email);
}

async function submittedApplication(locale: 'ar' | 'en' = 'en'): Promise<{ applicant: TestAccount; id: string }> {
  const applicant = await signedInAccount(testApp, { locale });
  const id = await completeApplication(testApp, applicant);
  const reply = await testApp.graphql(
    submitMutation,
    { certified: true, idempotencyKey: freshKey() },
    applicant.headers,
  );
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return { applicant, id };
}

describe('reviewing applications', () => {
  it('lists submitted applications and shows one with its documents to a reviewer', async () => {
    const { applicant, id } = await submittedApplication();
    const draft = await signedInAccount(testApp);
    await testApp.graphql(savePersonalMutation, { input: personalAnswers() }, draft.headers);

    const list = await testApp.graphql<{
      applicationsForReview: { id: string; applicantEmail: string; status: string }[];
    }>(listQuery, {}, reviewer.headers);
    expect(list.data!.applicationsForReview).toContainEqual(
      expect.objectContaining({ id, applicantEmail: applicant.email, status: 'SUBMITTED' }),
    );
    expect(list.data!.applicationsForReview.every((application) => application.status === 'SUBMITTED')).toBe(true);

    // A draft is the applicant's alone: not listed even when asked for, not shown by id.
    const draftId = (
      await testApp.graphql<{ myApplication: { id: string } }>('{ myApplication { id } }', {}, draft.headers)
    ).data!.myApplication.id;
    const everything = await testApp.graphql<{ applicationsForReview: { id: string; status: string }[] }>(
      listQuery,
      { statuses: ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED'] },
      reviewer.headers,
    );
    expect(everything.data!.applicationsForReview.map((application) => application.id)).not.toContain(draftId);
    expect(everything.data!.applicationsForReview.some((application) => application.status === 'DRAFT')).toBe(false);
    const draftShown = await testApp.graphql<{ applicationForReview: unknown }>(
      showQuery,
      { id: draftId },
      reviewer.headers,
    );
    expect(draftShown.data!.applicationForReview).toBeNull();

    const shown = await testApp.graphql<{
      applicationForReview: { documents: { kind: string; url: string }[]; personal: { nationalId: string } };
    }>(showQuery, { id }, reviewer.headers);
    expect(shown.data!.applicationForReview.personal.nationalId).toBe('1000000008');
    expect(shown.data!.applicationForReview.documents.map((document) => document.kind).sort()).toEqual([
      'CLASSIFICATION',
      'CV',
      'IDENTITY',
      'PHOTO',
      'QUALIFICATION',
    ]);
    const file = await testApp.app.inject({
      method: 'GET',
      url: shown.data!.applicationForReview.documents[0].url,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(file.statusCode).toBe(200);
  });

  it('rejects with a reason mailed in the applicant’s language; the applicant corrects, resubmits and is accepted', async () => {
    const { applicant, id } = await submittedApplication('ar');
    const reason = 'صورة بطاقة التصنيف غير واضحة، يرجى رفع صورة أوضح.';

    const rejected = await testApp.graphql<{ rejectApplication: { status: string; rejectionReason: string } }>(
      rejectMutation,
      { id, reason },
      reviewer.headers,
    );
    expect(rejected.data!.rejectApplication).toEqual({ id, status: 'REJECTED', rejectionReason: reason });
    const [rejectionMail] = mailsTo(applicant.email);
    expect(rejectionMail).toMatchObject({
      template: 'application-rejected',
      locale: 'ar',
      subject: 'طلب انضمامك إلى سكينة يحتاج إلى تعديل',
    });
    expect(rejectionMail.text).toContain(reason);

    const seen = await testApp.graphql<{ myApplication: { status: string; rejectionReason: string } }>(
      myApplicationQuery,
      {},
      applicant.headers,
    );
    expect(seen.data!.myApplication).toMatchObject({ status: 'REJECTED', rejectionReason: reason });

    const corrected = await testApp.graphql(
      savePersonalMutation,
      { input: personalAnswers({ city: 'جدة' }) },
      applicant.headers,
    );
    expect(corrected.errors).toBeUndefined();
    const resubmitted = await testApp.graphql<{
      submitApplication: { status: string; rejectionReason: string | null };
    }>(submitMutation, { certified: true, idempotencyKey: freshKey() }, applicant.headers);
    expect(resubmitted.data!.submitApplication).toMatchObject({ status: 'SUBMITTED', rejectionReason: null });

    const accepted = await testApp.graphql<{ acceptApplication: { status: string } }>(
      acceptMutation,
      { id },
      reviewer.headers,
    );
    expect(accepted.data!.acceptApplication.status).toBe('ACCEPTED');
    const mails = mailsTo(applicant.email);
    expect(mails.map((mail) => mail.template)).toEqual(['application-rejected', 'application-accepted']);
    expect(mails[1]).toMatchObject({ locale: 'ar', subject: 'تم قبول طلب انضمامك إلى سكينة' });
    expect(mails[1].text).toContain(testApp.config.runtime.providerAppStoreUrl);

    const history = await testApp.graphql<{
      applicationForReview: { reviews: { decision: string; reason: string | null }[] };
    }>(showQuery, { id }, reviewer.headers);
    expect(history.data!.applicationForReview.reviews).toEqual([
      { decision: 'REJECTED', reason },
      { decision: 'ACCEPTED', reason: null },
    ]);
  });

  it('mails an English applicant in English, and accepting twice mails once', async () => {
    const { applicant, id } = await submittedApplication('en');
    await testApp.graphql(acceptMutation, { id }, reviewer.headers);
    const again = await testApp.graphql<{ acceptApplication: { status: string } }>(
      acceptMutation,
      { id },
      reviewer.headers,
    );

    expect(again.data!.acceptApplication.status).toBe('ACCEPTED');
    const mails = mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'en', subject: 'Your application to join Sakina has been accepted' });
  });

  it('decides only submitted applications, and wants a reason to reject', async () => {
    const { id } = await submittedApplication();
    const noReason = await testApp.graphql(rejectMutation, { id, reason: ' ' }, reviewer.headers);
    expect(noReason.errors?.[0]?.extensions?.fields).toEqual([{ path: 'reason', code: 'required' }]);

    await testApp.graphql(acceptMutation, { id }, reviewer.headers);
    expect(
      codeOf(await testApp.graphql(rejectMutation, { id, reason: 'Changed my mind about it.' }, reviewer.headers)),
    ).toBe('APP_APPLICATION_NOT_SUBMITTED');

    const draft = await signedInAccount(testApp);
    const draftId = (
      await testApp.graphql<{ saveApplicationPersonal: { id: string } }>(
        savePersonalMutation,
        { input: personalAnswers() },
        draft.headers,
      )
    ).data!.saveApplicationPersonal.id;
    expect(codeOf(await testApp.graphql(acceptMutation, { id: draftId }, reviewer.headers))).toBe(
      'APP_APPLICATION_NOT_SUBMITTED',
    );
    expect(
      codeOf(await testApp.graphql(acceptMutation, { id: '00000000-0000-4000-8000-000000000000' }, reviewer.headers)),
    ).toBe('NOT_FOUND');
  });

  it('lets no one but reviewers review: not the applicant, not another practitioner, not a visitor', async () => {
    const { applicant, id } = await submittedApplication();
    const other = await signedInAccount(testApp);
    for (const headers of [applicant.headers, other.headers]) {
      expect(codeOf(await testApp.graphql(acceptMutation, { id }, headers))).toBe('FORBIDDEN');
      expect(codeOf(await testApp.graphql(rejectMutation, { id, reason: 'Not a reviewer decision.' }, headers))).toBe(
        'FORBIDDEN',
      );
      expect(codeOf(await testApp.graphql(listQuery, {}, headers))).toBe('FORBIDDEN');
    }
    expect(codeOf(await testApp.graphql(acceptMutation, { id }, { 'x-graphql-csrf': '1' }))).toBe('UNAUTHENTICATED');
    const still = await testApp.graphql<{ myApplication: { status: string } }>(
      myApplicationQuery,
      {},
      applicant.headers,
    );
    expect(still.data!.myApplication.status).toBe('SUBMITTED');
  });
});

describe('creating reviewers through the operator door', () => {
  const createReviewer = (email: string, authorization?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/operator/reviewers',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify({ email }),
    });

  it('refuses without the operator token from DATA_DIR', async () => {
    expect((await createReviewer('noura@sakina.example')).statusCode).toBe(403);
    expect(
      (await createReviewer('noura@sakina.example', 'Operator guessed-token-guessed-token-guessed')).statusCode,
    ).toBe(403);
  });

  it('creates a reviewer whose token can review, and refuses to turn a practitioner into one', async () => {
    const token = ensureOperatorToken(testApp.config);
    const created = await createReviewer('Noura@Sakina.example', `Operator ${token}`);
    expect(created.statusCode).toBe(200);
    const body = created.json() as { email: string; token: string; created: boolean };
    expect(body).toMatchObject({ email: 'noura@sakina.example', created: true });
    const list = await testApp.graphql(listQuery, {}, { authorization: `Bearer ${body.token}`, 'x-graphql-csrf': '1' });
    expect(list.errors).toBeUndefined();

    const practitioner = await signedInAccount(testApp);
    const refused = await createReviewer(practitioner.email, `Operator ${token}`);
    expect(refused.statusCode).toBe(400);
  });
});
