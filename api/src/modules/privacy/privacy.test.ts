import { withSaudiIdCheckDigit } from '@sakina/shared/validation';
import { eq, sql } from 'drizzle-orm';
import { runScheduledJobs } from '../../jobs/scheduler';
import { pseudonymOf } from '../../security/pseudonym';
import { uploadStore } from '../../storage/stores';
import { fixtureContent } from '../../testing/fixtures/seed-content';
import { readTarGz } from '../../testing/read-tar-gz';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accounts, oneTimeCodes, sessions } from '../accounts/accounts.table';
import {
  documentUploads,
  personalAnswers,
  savePersonalMutation,
  signedInAccount,
  submittedApplication,
  type TestAccount,
} from '../applications/applications.testing';
import { applications } from '../applications/applications.table';
import { decideApplication } from '../applications/reviews.service';
import { businessRequests } from '../business/business.table';
import { contactMessages } from '../contact/contact.table';
import { practitionerListings } from '../listings/listings.table';
import { mediaAssets } from '../media/media.table';
import { newsletterSubscribers } from '../newsletter/newsletter.table';
import { practitionerProfileOf, publishToDirectory } from '../practitioners/practitioners.service';
import { practitioners } from '../practitioners/practitioners.table';
import { staffAuditEvents, staffInboxItems, staffMembers, staffSessions } from '../staff/staff.table';
import { purgeExpiredData } from './retention.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const deleteMutation = /* GraphQL */ `
  mutation DeleteMyAccount($input: DeleteAccountInput!) {
    deleteMyAccount(input: $input)
  }
`;

const password = 'Sakina2024pass';
let nextKey = 0;
const key = () => `privacy-${(nextKey += 1)}-${Date.now()}`;

function exportData(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/account/data-export',
    headers: { ...headers, origin: new URL(testApp.config.publicUrl).origin },
  });
}

async function sendContactMessage(email: string, name: string, phone: string, createdAt = new Date()) {
  const [row] = await testApp.db
    .insert(contactMessages)
    .values({
      name,
      email,
      phone,
      dialCode: '966',
      reason: 'inquiry',
      subject: 'A question',
      message: 'When do you open?',
      locale: 'en',
      idempotencyKey: key(),
      createdAt,
    })
    .returning();
  return row!;
}

/** Every row of every table of the database, as text: where nothing of an erased person may be left. */
async function everyRowAsText(): Promise<string> {
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await testApp.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await rowsOf<{ row: string }>(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
    texts.push(...rows.map((row) => row.row));
  }
  return texts.join('\n');
}

const arabicSuffixes: Record<string, string> = { One: 'أول', Two: 'ثان', Three: 'ثالث', Four: 'رابع' };

/** An applicant whose application holds a name, a national ID and a mobile of their own. */
async function applicantWithOwnDetails(suffix: string, nationalIdStem: string) {
  const sent = await submittedApplication(testApp);
  const details = {
    fullNameEn: `Noura Test ${suffix}`,
    fullNameAr: `نورة اختبار ${arabicSuffixes[suffix]}`,
    nationalId: withSaudiIdCheckDigit(nationalIdStem),
  };
  const personal = personalAnswers(details);
  await testApp.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, sent.id));
  const saved = await testApp.graphql(savePersonalMutation, { input: personal }, sent.applicant.headers);
  expect(saved.errors).toBeUndefined();
  return { ...sent, ...details, mobile: personal.mobile.number.replace(/^0/, '+966') };
}

describe('a copy of my data', () => {
  let mine: Awaited<ReturnType<typeof applicantWithOwnDetails>>;
  let theirs: Awaited<ReturnType<typeof applicantWithOwnDetails>>;

  beforeAll(async () => {
    mine = await applicantWithOwnDetails('One', '110000000');
    theirs = await applicantWithOwnDetails('Two', '120000000');
    await sendContactMessage(mine.applicant.email, mine.fullNameEn, mine.mobile);
    await sendContactMessage(theirs.applicant.email, theirs.fullNameEn, theirs.mobile);
  }, 60_000);

  it('holds my account, my application in clear, my messages and my files, and nothing of anyone else', async () => {
    const reply = await exportData(mine.applicant.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/gzip');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="sakina-my-data-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    expect(reply.headers['cache-control']).toBe('private, no-store');

    const files = readTarGz(reply.rawPayload);
    const json = files.get('my-data.json')!.toString('utf8');
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({ email: mine.applicant.email, role: 'practitioner', locale: 'en' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.application.personal).toMatchObject({
      fullNameEn: mine.fullNameEn,
      fullNameAr: mine.fullNameAr,
      nationalId: mine.nationalId,
    });
    expect(data.application.professional.sfhscRegistrationNumber).toBe('12RP34567');
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: mine.fullNameEn, phone: mine.mobile })]);

    // The five uploaded files, byte for byte, each named in the JSON.
    const documents: { kind: string; path: string }[] = data.application.documents;
    expect(documents.map((document) => document.kind).sort()).toEqual(Object.keys(documentUploads).sort());
    for (const document of documents) {
      const upload = documentUploads[document.kind as keyof typeof documentUploads];
      expect(files.get(document.path)).toEqual(upload.bytes());
    }
    expect([...files.keys()].sort()).toEqual(['my-data.json', ...documents.map((document) => document.path)].sort());

    for (const other of [theirs.applicant.email, theirs.fullNameEn, theirs.nationalId, theirs.mobile]) {
      expect(json).not.toContain(other);
    }
  });

  it('is written to the audit trail under my pseudonym, never my address', async () => {
    const pseudonym = pseudonymOf(testApp.config, mine.applicant.email);
    const events = await testApp.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.recordId, pseudonym));
    expect(events.map((event) => event.action)).toContain('account-data-exported');
    expect(JSON.stringify(events)).not.toContain(mine.applicant.email);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const sent = await submittedApplication(testApp);
    const reply = await testApp.graphql(
      deleteMutation,
      { input: { password: 'not-my-password' } },
      sent.applicant.headers,
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'password', code: 'password_incorrect' }],
    });
    expect(await testApp.db.select().from(accounts).where(eq(accounts.id, sent.applicant.accountId))).toHaveLength(1);
    expect(await testApp.db.select().from(applications).where(eq(applications.id, sent.id))).toHaveLength(1);
  });

  it('refuses anyone not signed in', async () => {
    const reply = await testApp.graphql(deleteMutation, { input: { password } }, { 'x-graphql-csrf': '1' });
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('leaves nothing of the person but pseudonymous audit entries, and keeps everyone else', async () => {
    const mine = await applicantWithOwnDetails('Three', '130000000');
    const theirs = await applicantWithOwnDetails('Four', '140000000');
    const email = mine.applicant.email;
    // Accepted, with its listing published in the directory with the application's photo.
    await testApp.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, mine.id));
    await decideApplication(
      { db: testApp.db, config: testApp.config, mailer: testApp.mailer, logger: testApp.app.log, viewer: null },
      mine.id,
      { status: 'accepted' },
      { reviewerAccountId: null },
    );
    const [listing] = await testApp.db
      .update(practitionerListings)
      .set({ status: 'published', priceSar: 250 })
      .where(eq(practitionerListings.applicationId, mine.id))
      .returning();
    expect(listing!.photoMediaId).not.toBeNull();
    await publishToDirectory({ db: testApp.db }, [
      { ...practitionerProfileOf(listing!), id: listing!.id, rating: 0, ratingCount: 0, priceSar: 250 },
    ]);
    // What else the platform holds under the address: a message, its handling, a request, a subscription, a decoy.
    const message = await sendContactMessage(email.toUpperCase(), mine.fullNameEn, mine.mobile);
    await testApp.db.insert(staffInboxItems).values({ kind: 'contact', recordId: message.id, note: mine.fullNameEn });
    await testApp.db.insert(businessRequests).values({
      institutionName: 'Clinic',
      beneficiaryCount: 10,
      branchCount: 1,
      employeeName: mine.fullNameEn,
      position: 'Manager',
      phone: mine.mobile,
      dialCode: '966',
      email,
      locale: 'en',
      idempotencyKey: key(),
    });
    await testApp.db
      .insert(newsletterSubscribers)
      .values({ email, locale: 'en', status: 'subscribed', unsubscribeToken: key() });
    await testApp.db.insert(oneTimeCodes).values({
      email,
      decoy: true,
      purpose: 'reset-password',
      codeHash: 'x',
      ticketHash: key(),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const storedBefore = await storedApplicationFiles();

    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...mine.applicant.headers },
      payload: JSON.stringify({ query: deleteMutation, variables: { input: { password } } }),
    });
    expect(reply.json()).toEqual({ data: { deleteMyAccount: true } });
    expect(String(reply.headers['set-cookie'])).toMatch(/^session=; Max-Age=0;/);

    // Signed out, and no way back in.
    const viewer = await testApp.graphql<{ viewer: unknown }>('{ viewer { id } }', {}, mine.applicant.headers);
    expect(viewer.data?.viewer).toBeNull();
    const signIn = await testApp.graphql(
      'mutation($input: SignInInput!) { signIn(input: $input) { status } }',
      { input: { email, password } },
      { 'x-graphql-csrf': '1' },
    );
    expect(signIn.errors?.[0]?.extensions?.code).toBe('APP_INVALID_CREDENTIALS');

    // Nothing of the person in any table; the other applicant is all there.
    const everything = await everyRowAsText();
    const traces = [email, mine.fullNameEn, mine.fullNameAr, mine.nationalId, mine.mobile, mine.applicant.accountId];
    // Named, not dumped: a failure says which trace is left, not the whole database.
    expect(traces.filter((trace) => everything.toLowerCase().includes(trace.toLowerCase()))).toEqual([]);
    expect(everything).toContain(theirs.applicant.email);
    expect(await testApp.db.select().from(practitioners).where(eq(practitioners.id, listing!.id))).toHaveLength(0);
    expect(await testApp.db.select().from(mediaAssets).where(eq(mediaAssets.id, listing!.photoMediaId!))).toHaveLength(
      0,
    );
    expect(
      await testApp.db.select().from(staffInboxItems).where(eq(staffInboxItems.recordId, message.id)),
    ).toHaveLength(0);

    // Their files are gone from the upload store; the other applicant's stay.
    const storedAfter = await storedApplicationFiles();
    expect(storedBefore.length - storedAfter.length).toBe(Object.keys(documentUploads).length);
    const photoVariants = await listKeys(`media/${listing!.photoMediaId}/`);
    expect(photoVariants).toEqual([]);

    // The audit trail names them by pseudonym only.
    const pseudonym = pseudonymOf(testApp.config, email);
    const [erased] = await testApp.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.action, 'account-erased'));
    expect(erased).toMatchObject({ staffId: null, recordKind: 'account', recordId: pseudonym });

    // Asking again (a double click) finds nobody signed in.
    const again = await testApp.graphql(deleteMutation, { input: { password } }, mine.applicant.headers);
    expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }, 60_000);
});

async function listKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of uploadStore(testApp.config).list(prefix)) keys.push(object.key);
  return keys;
}

const storedApplicationFiles = () => listKeys('applications/');

describe('retention', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = new Date('2027-06-01T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * day);

  async function rejectedApplication(decidedAt: Date): Promise<{ id: string; applicant: TestAccount }> {
    const sent = await submittedApplication(testApp);
    await testApp.db.update(applications).set({ status: 'rejected', decidedAt }).where(eq(applications.id, sent.id));
    return sent;
  }

  it('erases only what is past its time, once however many servers take the same turn, and again erases nothing', async () => {
    const { retention } = testApp.config;
    const oldMessage = await sendContactMessage(
      'old@example.com',
      'Old Sender',
      '+966500000001',
      daysAgo(retention.contactMessagesDays + 1),
    );
    const newMessage = await sendContactMessage(
      'new@example.com',
      'New Sender',
      '+966500000002',
      daysAgo(retention.contactMessagesDays - 1),
    );
    const oldRejected = await rejectedApplication(daysAgo(retention.rejectedApplicationsDays + 1));
    const newRejected = await rejectedApplication(daysAgo(retention.rejectedApplicationsDays - 1));
    const [unconfirmed] = await testApp.db
      .insert(accounts)
      .values({
        email: `unconfirmed-${key()}@example.com`,
        passwordHash: 'x',
        locale: 'ar',
        createdAt: daysAgo(retention.unconfirmedAccountsDays + 1),
      })
      .returning();
    const [recentUnconfirmed] = await testApp.db
      .insert(accounts)
      .values({ email: `recent-${key()}@example.com`, passwordHash: 'x', locale: 'ar', createdAt: daysAgo(1) })
      .returning();
    await testApp.db.insert(sessions).values([
      { id: key(), accountId: newRejected.applicant.accountId, expiresAt: daysAgo(retention.endedSessionsDays + 1) },
      { id: key(), accountId: newRejected.applicant.accountId, expiresAt: new Date(now.getTime() + day) },
    ]);
    const [member] = await testApp.db
      .insert(staffMembers)
      .values({ email: `staff-${key()}@sakina.example`, role: 'support' })
      .returning();
    const liveStaffSession = key();
    await testApp.db.insert(staffSessions).values([
      { id: key(), staffId: member!.id, expiresAt: daysAgo(retention.endedSessionsDays + 1) },
      {
        id: key(),
        staffId: member!.id,
        expiresAt: new Date(now.getTime() + day),
        revokedAt: daysAgo(retention.endedSessionsDays + 1),
      },
      { id: liveStaffSession, staffId: member!.id, expiresAt: new Date(now.getTime() + day) },
    ]);
    await testApp.db.insert(oneTimeCodes).values([
      {
        email: 'decoy-old@example.com',
        decoy: true,
        purpose: 'confirm-email',
        codeHash: 'x',
        ticketHash: key(),
        expiresAt: daysAgo(retention.spentCodesDays + 1),
      },
      {
        email: 'decoy-new@example.com',
        decoy: true,
        purpose: 'confirm-email',
        codeHash: 'x',
        ticketHash: key(),
        expiresAt: new Date(now.getTime() + 600_000),
      },
    ]);
    await testApp.db.insert(newsletterSubscribers).values([
      {
        email: `gone-${key()}@example.com`,
        locale: 'en',
        status: 'unsubscribed',
        unsubscribeToken: key(),
        unsubscribedAt: daysAgo(retention.newsletterUnsubscribedDays + 1),
      },
      {
        email: `reader-${key()}@example.com`,
        locale: 'en',
        status: 'subscribed',
        unsubscribeToken: key(),
        subscribedAt: daysAgo(5_000),
      },
    ]);
    const filesBefore = (await storedApplicationFiles()).length;

    const server = { db: testApp.db, mailer: testApp.mailer, logger: testApp.app.log, config: testApp.config };
    const logsBefore = testApp.logs.length;
    await Promise.all([runScheduledJobs(server, now, 15_000), runScheduledJobs({ ...server }, now, 15_000)]);

    const purged = testApp.logs.slice(logsBefore).filter((line) => line.msg === 'expired personal data erased');
    expect(purged).toHaveLength(1);
    expect(purged[0]!.erased).toMatchObject({
      contactMessagesDays: expect.any(Number),
      rejectedApplicationsDays: 1,
      unconfirmedAccountsDays: 1,
      newsletterUnsubscribedDays: 1,
    });
    // Counts only: nothing of the records reached the log.
    expect(JSON.stringify(purged)).not.toMatch(/old@example|Old Sender|decoy-old/);

    const ids = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
    expect(
      await ids(
        testApp.db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(eq(contactMessages.id, oldMessage.id)),
      ),
    ).toEqual([]);
    expect(
      await ids(
        testApp.db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(eq(contactMessages.id, newMessage.id)),
      ),
    ).toEqual([newMessage.id]);
    expect(
      await ids(
        testApp.db.select({ id: applications.id }).from(applications).where(eq(applications.id, oldRejected.id)),
      ),
    ).toEqual([]);
    expect(
      await ids(
        testApp.db.select({ id: applications.id }).from(applications).where(eq(applications.id, newRejected.id)),
      ),
    ).toEqual([newRejected.id]);
    // The rejected applicant keeps the account (they may apply again); their files are gone.
    expect(
      await ids(
        testApp.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, oldRejected.applicant.accountId)),
      ),
    ).toHaveLength(1);
    expect((await storedApplicationFiles()).length).toBe(filesBefore - Object.keys(documentUploads).length);
    expect(
      await ids(testApp.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, unconfirmed!.id))),
    ).toEqual([]);
    expect(
      await ids(testApp.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, recentUnconfirmed!.id))),
    ).toHaveLength(1);
    const liveSessions = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, newRejected.applicant.accountId));
    expect(liveSessions.every((session) => session.expiresAt > daysAgo(retention.endedSessionsDays))).toBe(true);
    const staffSessionsLeft = await ids(
      testApp.db.select({ id: staffSessions.id }).from(staffSessions).where(eq(staffSessions.staffId, member!.id)),
    );
    expect(staffSessionsLeft).toEqual([liveStaffSession]);
    const codes = await testApp.db
      .select({ email: oneTimeCodes.email })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.decoy, true));
    expect(codes.map((code) => code.email)).toContain('decoy-new@example.com');
    expect(codes.map((code) => code.email)).not.toContain('decoy-old@example.com');
    const subscribers = await testApp.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers);
    expect(subscribers.map((row) => row.status)).toContain('subscribed');

    // A later run finds nothing more to erase.
    const again = await purgeExpiredData(testApp, now);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  }, 60_000);

  it('reads each kind from RETENTION_*_DAYS, with defaults, and refuses nonsense', async () => {
    const { loadConfig, retentionDefaults } = await import('../../config');
    expect(loadConfig({}).retention).toEqual(retentionDefaults);
    expect(loadConfig({ RETENTION_CONTACT_MESSAGES_DAYS: '30' }).retention.contactMessagesDays).toBe(30);
    expect(() => loadConfig({ RETENTION_SPENT_CODES_DAYS: '0' })).toThrow(/RETENTION_SPENT_CODES_DAYS/);
  });
});

describe('a copy of an account without an application', () => {
  it('is the JSON alone', async () => {
    const applicant = await signedInAccount(testApp);
    const reply = await exportData(applicant.headers);
    const files = readTarGz(reply.rawPayload);
    expect([...files.keys()]).toEqual(['my-data.json']);
    expect(JSON.parse(files.get('my-data.json')!.toString()).application).toBeNull();
  });
});
