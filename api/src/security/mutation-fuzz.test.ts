import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  validPersonalInformation,
  validProfessionalInformation,
  validationMessagesEn,
} from '@sakina/shared/validation';
import { sql } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import fc from 'fast-check';
import { mailsTo as mailsOf } from '../testing/outbox';
import { pngBytes, signedInAccount, upload, type TestAccount } from '../modules/applications/applications.testing';
import { createAccount } from '../modules/accounts/accounts.service';
import { uploadImage } from '../modules/media/media.testing';
import { signedInStaff, type TestStaffMember } from '../modules/staff/staff.testing';
import { fixtureContent } from '../testing/fixtures/seed-content';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createTestApp, type TestApp } from '../testing/test-app';

// Property-based fuzzing of every mutation's input (issue 13): whatever a client sends in the shape the schema
// allows, the server answers without an error of its own, every refusal of the input is BAD_USER_INPUT naming
// fields with codes the forms can show, and a refused input leaves nothing behind (rows, files, mail).
// Rate limits are off here: they would answer RATE_LIMITED long before the inputs run out.

const unlimited: RateLimiter = {
  consume: async () => undefined,
  check: async () => undefined,
  refund: async () => undefined,
};

const messageCodes = new Set(Object.keys(validationMessagesEn));

/** Strings a client may send where a string goes: random text in every script, control characters, lone
 * surrogates, markup, injection attempts, very long values. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff tail',
    '\u202e\u200f',
    '\t\r\n',
    "' or 1=1 --",
    '"; drop table accounts; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%2e%2e',
    '١٢٣٤٥٦',
    '１２３４５６',
    '💥'.repeat(200),
    'x'.repeat(20_000),
    'null',
    '2000-02-30',
    '9999-99-99',
    '-1',
    '1e309',
  ),
);

/** Usually the valid value, often something else: so the fuzz reaches deep checks as well as the first one. */
const validOr = <T>(valid: T, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(valid), weight: 1 }, other);
const text = (valid: string) => validOr(valid, nastyString);
const emailLike = fc.oneof(
  fc.emailAddress(),
  nastyString,
  fc.constantFrom(
    'sara@example.com',
    'SARA@EXAMPLE.COM',
    'sara@',
    '@example.com',
    'a@b',
    `${'a'.repeat(300)}@example.com`,
  ),
);
const phone = fc.record({
  country: fc.oneof(fc.constantFrom('SA', 'AE', 'EG', 'US', 'ZZ', ''), nastyString),
  number: fc.oneof(fc.constantFrom('0501234567', '+966501234567', '٠٥٠١٢٣٤٥٦٧', '+1', '123'), nastyString),
});
const int32 = fc.oneof(fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), fc.integer({ min: -5, max: 1000 }));
const id = fc.oneof(fc.uuid(), nastyString);
const idempotencyKey = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/), nastyString);
const list = (valid: string[]) => validOr(valid, fc.array(nastyString, { maxLength: 12 }));

const personal = validPersonalInformation();
const professional = validProfessionalInformation();

const personalInput = fc.record({
  fullNameAr: text(personal.fullNameAr),
  fullNameEn: text(personal.fullNameEn),
  nationalId: text(personal.nationalId),
  birthDate: text(personal.birthDate),
  gender: text(personal.gender),
  nationality: text(personal.nationality),
  mobile: validOr(personal.mobile, phone),
  country: text(personal.country),
  city: text(personal.city),
  bioAr: text(personal.bioAr),
  bioEn: text(personal.bioEn),
});

const optionalText = (valid: string) => fc.oneof(text(valid), fc.constant(null));

const professionalInput = fc.record({
  education: validOr(
    professional.education,
    fc.array(fc.record({ degree: text('MASTER'), institution: text('King Saud University') }), { maxLength: 8 }),
  ),
  experienceInYears: text(String(professional.experienceInYears)),
  sfhscRegistrationNumber: text(professional.sfhscRegistrationNumber),
  sfhscExpirationDate: text(professional.sfhscExpirationDate),
  jobType: text(professional.jobType),
  classificationLevel: text(professional.classificationLevel),
  sector: text(professional.sector),
  employerName: optionalText(professional.employerName ?? ''),
  specialization: text(professional.specialization),
  secondarySpecialities: list(professional.secondarySpecialities),
  consultationTypes: list(professional.consultationTypes),
  communicationStyles: list(professional.communicationStyles),
  languages: list(professional.languages),
  offeredSpecializations: list(professional.offeredSpecializations),
  twitterUrl: optionalText(''),
  linkedinUrl: optionalText(''),
  iban: optionalText(''),
});

const password = text('Sakina fuzz 2024');

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: { path: unknown; code: unknown }[] } }[];
}

let testApp: TestApp;
let practitioner: TestAccount;
let staffAdmin: TestStaffMember;
let casesRun = 0;
let serverErrors: unknown[] = [];

/** The client address of this case (the server trusts one proxy): no per-client limit sums the whole run. */
const fromClient = () => ({ 'x-forwarded-for': `192.0.2.${casesRun % 250}` });

async function send(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...fromClient(),
      ...headers,
    },
    payload: JSON.stringify({ query, variables }),
  });
  return { status: response.statusCode, ...(response.json() as Omit<Answer, 'status'>), cookies: response.cookies };
}

/** Files only: a folder made on the way (the uploads' `incoming/`) is nothing a request stored. */
function filesIn(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/**
 * Everything a request could leave behind, in one value. Two columns are left out on purpose: a wrong code's
 * try counter (counting tries is the point) and a session's or an API token's last use (it moves on every request). The staff
 * audit trail is left out too: a refused staff sign-in is written to it on purpose.
 */
async function fingerprint(): Promise<string> {
  const result = await testApp.db.execute<{ fingerprint: string }>(sql`
    select md5(coalesce(string_agg(r, '|' order by r), '')) as fingerprint from (
      select 'a' || t::text as r from accounts t
      union all select 's' || (t.id, t.account_id, t.created_at, t.expires_at, t.revoked_at)::text from sessions t
      union all select 'c' || (t.id, t.account_id, t.email, t.decoy, t.purpose, t.code_hash, t.ticket_hash, t.sent_at,
        t.expires_at, t.verified_at, t.consumed_at)::text from one_time_codes t
      union all select 'p' || t::text from applications t
      union all select 'd' || t::text from application_documents t
      union all select 'r' || t::text from application_reviews t
      union all select 'm' || t::text from contact_messages t
      union all select 'b' || t::text from business_requests t
      union all select 'n' || t::text from newsletter_subscribers t
      union all select 'sm' || t::text from staff_members t
      union all select 'ss' || (t.id, t.staff_id, t.created_at, t.expires_at, t.revoked_at)::text from staff_sessions t
      union all select 'st' || (t.id, t.staff_id, t.name, t.token_hash, t.scopes, t.created_at, t.expires_at,
        t.revoked_at)::text from staff_api_tokens t
      union all select 'sr' || t::text from staff_recovery_codes t
      union all select 'sc' || t::text from staff_application_claims t
      union all select 'si' || t::text from staff_inbox_items t
      union all select 'ar' || t::text from articles t
      union all select 'av' || t::text from article_revisions t
      union all select 'as' || t::text from article_slug_redirects t
      union all select 'at' || t::text from article_tags t
      union all select 'pl' || t::text from practitioner_listings t
      union all select 'pr' || t::text from practitioners t
      union all select 'fc' || t::text from faq_categories t
      union all select 'fq' || t::text from faq_questions t
      union all select 'ma' || t::text from media_assets t
      union all select 'ap' || t::text from article_previews t
    ) as everything`);
  const rows = (result as unknown as { rows: { fingerprint: string }[] }).rows;
  return `${rows[0]!.fingerprint}:${filesIn(testApp.config.uploadsDir)}:${filesIn(testApp.outboxDir)}`;
}

/**
 * The database's transaction counter, which only a write moves (taking it moves it by one): when it moved by
 * one since the last look, nothing was written, and the full fingerprint need not be read.
 */
async function writeCounter(): Promise<bigint> {
  const result = await testApp.db.execute<{ xid: string }>(sql`select txid_current()::text as xid`);
  return BigInt((result as unknown as { rows: { xid: string }[] }).rows[0]!.xid);
}

let lastCounter = 0n;
let outboxFiles = 0;
let uploadFiles = 0;

/** Whether anything may have been written since the last look (cheap); then the fingerprint tells what. */
async function somethingWritten(): Promise<boolean> {
  const counter = await writeCounter();
  const files = [filesIn(testApp.outboxDir), filesIn(testApp.config.uploadsDir)];
  const written = counter !== lastCounter + 1n || files[0] !== outboxFiles || files[1] !== uploadFiles;
  lastCounter = counter;
  [outboxFiles, uploadFiles] = files as [number, number];
  return written;
}

async function lookAgain(): Promise<string> {
  const full = await fingerprint();
  await somethingWritten();
  return full;
}

let known = '';

/**
 * The share of each mutation's cases run: all of them on the engine the suite runs on (PostgreSQL under `npm test`,
 * PGlite without TEST_DATABASE_URL); a fifth when the file runs again on the other engine (the `embedded` project),
 * which is there to run the same SQL on it, not to search the inputs again.
 */
const depth = process.env.SAKINA_SECOND_ENGINE ? 0.2 : 1;

/** Keys Fastify's JSON parser refuses (prototype poisoning): the request is answered 400 BAD_REQUEST. */
const poisonedJson = /"__proto__":|"constructor":\{[^{}]*"prototype":/;

interface Mutation<Input> {
  name: string;
  runs: number;
  input: fc.Arbitrary<Input>;
  send: (input: Input) => Promise<Answer>;
  /** Answers other than BAD_USER_INPUT that a well-formed input may get, e.g. NOT_FOUND for an unknown id. */
  otherAnswers?: string[];
  /** Prepares the state the mutation needs (a pending code, a verified reset) before a case, when it is gone. */
  before?: () => Promise<void>;
}

/** Runs one mutation's property; returns the answers' codes seen, for the report. */
async function fuzz<Input>(mutation: Mutation<Input>): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(mutation.input, async (input) => {
      if (mutation.before) {
        await mutation.before();
        known = await lookAgain();
      }
      casesRun += 1;
      const answer = await mutation.send(input);
      const error = answer.errors?.[0];
      const code = error ? String(error.extensions?.code ?? 'NONE') : 'accepted';
      seen[code] = (seen[code] ?? 0) + 1;
      if (answer.status >= 500 || code === 'INTERNAL_SERVER_ERROR' || code === 'NONE') {
        serverErrors.push({ mutation: mutation.name, input, answer });
      }
      expect(answer.status).toBeLessThan(500);
      if (!error) {
        expect(answer.data).toBeTruthy();
        known = await lookAgain();
        return;
      }
      // A refused input leaves nothing behind (a wrong code's try counter and a session's last use aside).
      if (await somethingWritten()) {
        expect(await fingerprint()).toBe(known);
        await somethingWritten();
      }
      if (code === 'BAD_USER_INPUT') {
        const fields = error.extensions?.fields ?? [];
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) {
          expect(typeof field.path).toBe('string');
          expect(messageCodes.has(String(field.code))).toBe(true);
        }
      } else if (code === 'BAD_REQUEST') {
        // Only a body the JSON parser refuses on purpose is answered before GraphQL reads it.
        expect(JSON.stringify(input)).toMatch(poisonedJson);
      } else {
        expect(mutation.otherAnswers ?? []).toContain(code);
      }
    }),
    { numRuns: Math.ceil(mutation.runs * depth) },
  );
  return seen;
}

const mailsTo = (email: string) => mailsOf(testApp.outboxDir, email);

/** A browser that registered and waits for its code: its pending cookie. */
async function pendingCookie(purpose: 'confirm' | 'reset-verified'): Promise<string> {
  const email = `fuzz-${randomBytes(6).toString('hex')}@example.com`;
  const registered = await send(`mutation($input: RegisterInput!) { register(input: $input) { email } }`, {
    input: { email, password: 'Sakina fuzz 2024', passwordConfirmation: 'Sakina fuzz 2024' },
  });
  const ticketOf = (answer: typeof registered) => answer.cookies.find((cookie) => cookie.name === 'pending')!.value;
  if (purpose === 'confirm') return `pending=${ticketOf(registered)}`;
  const requested = await send(
    `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { email } }`,
    {
      email,
    },
  );
  const cookie = `pending=${ticketOf(requested)}`;
  const code = mailsTo(email)
    .at(-1)!
    .text.match(/^\d{6}$/m)![0];
  const confirmed = await send(
    `mutation($code: String!) { confirmCode(input: { code: $code }) { purpose } }`,
    { code },
    {
      cookie,
    },
  );
  expect(confirmed.errors).toBeUndefined();
  return cookie;
}

beforeAll(async () => {
  testApp = await createTestApp({
    content: fixtureContent,
    environment: { TRUSTED_PROXY_COUNT: '1' },
    dependencies: { rateLimiter: unlimited },
  });
  await createAccount(testApp, {
    email: practitionerEmail(),
    password: 'Sakina fuzz 2024',
    locale: 'en',
    confirmed: true,
  });
  practitioner = await signedInAccount(testApp);
  staffAdmin = await signedInStaff(testApp, 'admin');
  known = await lookAgain();
});

afterAll(async () => {
  await testApp.close();
});

afterEach(() => {
  expect(serverErrors).toEqual([]);
  serverErrors = [];
});

const asPractitioner = () => practitioner.headers;
const asStaffAdmin = () => staffAdmin.headers;
const staffVersion = fc.oneof(fc.stringMatching(/^\d{1,15}\.\d{1,9}$/), nastyString);

// Publishing: the console's content mutations, on ids that mostly exist (1–3) and versions mostly current.
const contentId = fc.oneof(fc.constantFrom('1', '2', '3'), nastyString);
const contentVersion = fc.oneof(fc.integer({ min: 1, max: 3 }), int32);
const localizedText = (ar: string, en: string) => fc.record({ ar: text(ar), en: text(en) });
const slug = fc.oneof(fc.stringMatching(/^[a-z0-9]{3,12}(-[a-z0-9]{2,8})?$/), nastyString);
const richDocument = fc.oneof(
  fc.constant({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'نص' }] }] }),
  fc.constant({ type: 'doc', content: [] }),
  fc.jsonValue({ maxDepth: 4 }).filter((value) => value !== null),
);
const articleInput = fc.record({
  slug,
  title: localizedText('عنوان', 'A title'),
  summary: localizedText('ملخص', 'A summary'),
  body: fc.record({ ar: richDocument, en: richDocument }),
  tags: fc.oneof(fc.constant([]), fc.constant(['sleep']), fc.array(nastyString, { maxLength: 12 })),
  author: fc.option(localizedText('فريق سكينة', 'The Sakina team'), { nil: null }),
  cover: fc.option(fc.record({ media: id, alt: localizedText('صورة', 'A picture') }), { nil: null }),
  medicalReview: fc.boolean(),
});
const localizedList = fc.record({ ar: list(['القلق']), en: list(['Anxiety']) });
const listingInput = fc.record({
  category: fc.constantFrom('PHYSICIAN', 'PSYCHOTHERAPIST', 'THERAPIST'),
  gender: fc.constantFrom('MALE', 'FEMALE'),
  name: localizedText('هند', 'Hind'),
  title: localizedText('أخصائية', 'Psychologist'),
  bio: localizedText('نبذة قصيرة', 'A short bio'),
  specializations: localizedList,
  secondarySpecialties: localizedList,
  concerns: list(['anxiety', 'family']),
  languages: list(['ar', 'en']),
  education: localizedList,
  yearsOfExperience: int32,
  consultationTypes: fc.constantFrom(['FAMILY'], [], ['PSYCHOLOGICAL', 'FAMILY']),
  communicationStyles: fc.constantFrom(['CHAT'], [], ['CHAT', 'VOICE', 'VIDEO']),
  classified: fc.boolean(),
  classificationLevel: fc.option(fc.constantFrom('CONSULTANT', 'SPECIALIST'), { nil: null }),
  registrationNumber: fc.option(text('AB12345'), { nil: null }),
  registrationExpiresOn: fc.option(text('2099-12-31'), { nil: null }),
  registrationVerifiedOn: text('2026-01-01'),
  photoMediaId: fc.option(id, { nil: null }),
  priceSar: fc.option(int32, { nil: null }),
  urgent: fc.boolean(),
  position: fc.option(int32, { nil: null }),
});
const faqCategoryInput = fc.record({ slug, name: localizedText('عام', 'General'), published: fc.boolean() });
const faqQuestionInput = fc.record({
  question: localizedText('سؤال؟', 'A question?'),
  answer: localizedText('جواب.', 'An answer.'),
  published: fc.boolean(),
});
const contentRefusals = [
  'NOT_FOUND',
  'STAFF_CONTENT_CONFLICT',
  'STAFF_STATE_INVALID',
  'STAFF_APPROVAL_REQUIRED',
  'STAFF_LISTING_PRICE_REQUIRED',
  'STAFF_LISTING_REGISTRATION_EXPIRED',
];

/**
 * A versioned mutation of the console: `id`, `version` and the extra arguments' declarations and uses; content by
 * default, or other records with their own ids, refusals and selection.
 */
function contentMutation(
  name: string,
  extra: fc.Arbitrary<Record<string, unknown>>,
  declarations = '',
  uses = '',
  { ids = contentId, refusals = contentRefusals, selection = '{ id }' } = {},
): Mutation<Record<string, unknown>> {
  return {
    name,
    runs: 60,
    input: fc.tuple(fc.record({ id: ids, version: contentVersion }), extra).map(([a, b]) => ({ ...a, ...b })),
    send: (variables: Record<string, unknown>) =>
      send(
        `mutation($id: ID!, $version: Int!${declarations}) { ${name}(id: $id, version: $version${uses}) ${selection} }`,
        variables,
        asStaffAdmin(),
      ),
    otherAnswers: refusals,
  };
}

const none = fc.constant({});

// Staff who leave: unknown members, or the fuzzing admin themselves (the last admin: refused, never locked out).
const memberId = fc.oneof(
  id,
  fc.constant(null).map(() => staffAdmin.staffId),
);
const memberRefusals = ['NOT_FOUND', 'STAFF_MEMBER_CONFLICT', 'STAFF_STATE_INVALID', 'STAFF_LAST_ADMIN'];
const memberMutation = (
  name: string,
  selection: string,
  extra: fc.Arbitrary<Record<string, unknown>> = none,
  declarations = '',
  uses = '',
) => contentMutation(name, extra, declarations, uses, { ids: memberId, refusals: memberRefusals, selection });

let confirmCookie = '';
let resetCookie = '';

const mutations: Mutation<never>[] = [
  {
    name: 'register',
    runs: 600,
    input: fc.record({
      email: emailLike,
      password,
      passwordConfirmation: fc.oneof(password, fc.constant('Sakina fuzz 2024')),
    }),
    send: (input) => send(`mutation($input: RegisterInput!) { register(input: $input) { email purpose } }`, { input }),
  },
  {
    name: 'signIn',
    runs: 600,
    input: fc.record({
      input: fc.record({ email: fc.oneof(emailLike, fc.constant(practitionerEmail())), password }),
      bearer: fc.option(fc.boolean(), { nil: null }),
    }),
    send: ({ input, bearer }) =>
      send(`mutation($input: SignInInput!, $bearer: Boolean) { signIn(input: $input, bearer: $bearer) { status } }`, {
        input,
        bearer,
      }),
    otherAnswers: ['APP_INVALID_CREDENTIALS'],
  },
  {
    name: 'confirmCode',
    runs: 600,
    input: fc.record({ code: fc.oneof(fc.stringMatching(/^\d{6}$/), text('123456')) }),
    before: async () => {
      confirmCookie ||= await pendingCookie('confirm');
    },
    send: (input) =>
      send(
        `mutation($input: ConfirmCodeInput!) { confirmCode(input: $input) { purpose } }`,
        { input },
        {
          cookie: confirmCookie,
        },
      ),
    otherAnswers: ['APP_NO_PENDING_CODE'],
  },
  {
    name: 'requestPasswordReset',
    runs: 600,
    input: fc.record({ email: emailLike }),
    send: (input) =>
      send(`mutation($input: ForgetPasswordInput!) { requestPasswordReset(input: $input) { email } }`, { input }),
  },
  {
    name: 'setNewPassword',
    runs: 600,
    // Mostly refused: each accepted one costs a new registration, reset and code.
    input: fc.record({ password: nastyString, passwordConfirmation: fc.oneof(nastyString, password) }),
    before: async () => {
      resetCookie ||= await pendingCookie('reset-verified');
    },
    send: async (input) => {
      const answer = await send(
        `mutation($input: NewPasswordInput!) { setNewPassword(input: $input) }`,
        { input },
        {
          cookie: resetCookie,
        },
      );
      // A new password used the reset up: the next case gets a new one.
      if (!answer.errors) resetCookie = '';
      return answer;
    },
  },
  {
    name: 'subscribeNewsletter',
    runs: 700,
    input: emailLike,
    send: (email) => send(`mutation($email: String!) { subscribeNewsletter(email: $email) }`, { email }),
  },
  {
    name: 'unsubscribeNewsletter',
    runs: 500,
    input: fc.oneof(nastyString, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
    send: (token) => send(`mutation($token: String!) { unsubscribeNewsletter(token: $token) { status } }`, { token }),
  },
  {
    name: 'resubscribeNewsletter',
    runs: 500,
    input: fc.oneof(nastyString, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
    send: (token) => send(`mutation($token: String!) { resubscribeNewsletter(token: $token) { status } }`, { token }),
  },
  {
    name: 'sendContactMessage',
    runs: 700,
    input: fc.record({
      idempotencyKey,
      input: fc.record({
        name: text('Sara Alotaibi'),
        email: emailLike,
        phone: validOr({ country: 'SA', number: '0501234567' }, phone),
        reason: fc.constantFrom('INQUIRY', 'COMPLAINT', 'REFUND', 'TECHNICAL_ISSUE'),
        subject: text('The app does not open'),
        message: text('The app closes as soon as I open it on my phone.'),
      }),
    }),
    send: (variables) =>
      send(
        `mutation($input: ContactMessageInput!, $idempotencyKey: String!) {
          sendContactMessage(input: $input, idempotencyKey: $idempotencyKey) { reference }
        }`,
        variables,
      ),
  },
  {
    name: 'requestBusinessService',
    runs: 700,
    input: fc.record({
      idempotencyKey,
      input: fc.record({
        institutionName: text('Horizon Technology Co.'),
        beneficiaryCount: validOr(250, int32),
        branchCount: validOr(3, int32),
        employeeName: text('Noura Alharbi'),
        position: text('Head of People'),
        phone: validOr({ country: 'SA', number: '0501234567' }, phone),
        email: emailLike,
      }),
    }),
    send: (variables) =>
      send(
        `mutation($input: BusinessRequestInput!, $idempotencyKey: String!) {
          requestBusinessService(input: $input, idempotencyKey: $idempotencyKey) { reference }
        }`,
        variables,
      ),
  },
  {
    name: 'saveApplicationPersonal',
    runs: 800,
    input: personalInput,
    send: (input) =>
      send(
        `mutation($input: ApplicationPersonalInput!) { saveApplicationPersonal(input: $input) { id } }`,
        { input },
        asPractitioner(),
      ),
  },
  {
    name: 'saveApplicationProfessional',
    runs: 800,
    input: professionalInput,
    send: (input) =>
      send(
        `mutation($input: ApplicationProfessionalInput!) { saveApplicationProfessional(input: $input) { id } }`,
        { input },
        asPractitioner(),
      ),
  },
  {
    name: 'submitApplication',
    runs: 500,
    input: fc.record({ certified: fc.boolean(), idempotencyKey }),
    send: (variables) =>
      send(
        `mutation($certified: Boolean!, $idempotencyKey: String!) {
          submitApplication(certified: $certified, idempotencyKey: $idempotencyKey) { id }
        }`,
        variables,
        asPractitioner(),
      ),
  },
  {
    name: 'removeApplicationDocument',
    runs: 400,
    input: id,
    send: (documentId) =>
      send(`mutation($id: ID!) { removeApplicationDocument(id: $id) { id } }`, { id: documentId }, asPractitioner()),
    otherAnswers: ['NOT_FOUND'],
  },
  {
    name: 'uploadApplicationDocument',
    runs: 500,
    input: fc.record({
      kind: fc.constantFrom('PHOTO', 'CV', 'QUALIFICATION', 'IDENTITY', 'CLASSIFICATION', 'CERTIFICATE'),
      fileName: fc.oneof(
        fc.constantFrom('cv.pdf', 'photo.png', 'a.doc', '../../x.pdf', ''),
        fc.string({ maxLength: 40 }),
      ),
      contentType: fc.constantFrom('application/pdf', 'image/png', 'application/msword', 'text/html', ''),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(Buffer.from('%PDF-1.4\n%%EOF')),
        fc.constant(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])),
      ),
      replaceId: fc.option(id, { nil: undefined }),
    }),
    send: (input) => upload(testApp, { ...asPractitioner(), ...fromClient() }, input),
    otherAnswers: ['NOT_FOUND'],
  },
  {
    name: 'resendCode',
    runs: 100,
    input: fc.constant(null),
    before: async () => {
      confirmCookie ||= await pendingCookie('confirm');
    },
    send: () => send(`mutation { resendCode { email } }`, {}, { cookie: confirmCookie }),
    otherAnswers: ['RATE_LIMITED', 'APP_NO_PENDING_CODE'],
  },
  {
    name: 'staffBeginSetup',
    runs: 200,
    input: fc.oneof(nastyString, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
    send: (token) => send(`mutation($token: String!) { staffBeginSetup(token: $token) { email } }`, { token }),
    otherAnswers: ['STAFF_SETUP_LINK_INVALID'],
  },
  {
    name: 'staffCompleteSetup',
    runs: 200,
    input: fc.record({
      token: fc.oneof(nastyString, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
      password,
      passwordConfirmation: fc.oneof(password, fc.constant('Sakina fuzz 2024')),
      code: fc.oneof(fc.stringMatching(/^\d{6}$/), nastyString),
    }),
    send: (input) =>
      send(`mutation($input: StaffCompleteSetupInput!) { staffCompleteSetup(input: $input) { recoveryCodes } }`, {
        input,
      }),
    otherAnswers: ['STAFF_SETUP_LINK_INVALID', 'STAFF_TOTP_INCORRECT'],
  },
  {
    name: 'staffSignIn',
    runs: 300,
    input: fc.record({ email: emailLike, password, code: fc.oneof(fc.stringMatching(/^\d{6}$/), nastyString) }),
    send: (input) => send(`mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { id } }`, { input }),
    otherAnswers: ['STAFF_INVALID_CREDENTIALS'],
  },
  {
    name: 'staffSignOut',
    runs: 50,
    input: fc.constant(null),
    send: () => send(`mutation { staffSignOut }`, {}),
  },
  {
    name: 'staffCreateMember',
    runs: 200,
    input: fc.record({ email: emailLike, role: fc.constantFrom('REVIEWER', 'SUPPORT', 'ADMIN') }),
    send: (variables) =>
      send(
        `mutation($email: String!, $role: StaffRole!) { staffCreateMember(email: $email, role: $role) { setupUrl } }`,
        variables,
        asStaffAdmin(),
      ),
  },
  memberMutation('staffDisableMember', '{ id }'),
  memberMutation('staffEnableMember', '{ id }'),
  memberMutation(
    'staffChangeMemberRole',
    '{ id }',
    fc.record({ role: fc.constantFrom('REVIEWER', 'ADMIN') }),
    ', $role: StaffRole!',
    ', role: $role',
  ),
  memberMutation('staffResetMember', '{ setupUrl }'),
  {
    name: 'staffEndMemberSessions',
    runs: 60,
    input: id,
    send: (memberId: string) =>
      send(`mutation($id: ID!) { staffEndMemberSessions(id: $id) }`, { id: memberId }, asStaffAdmin()),
    otherAnswers: ['NOT_FOUND'],
  },
  {
    name: 'staffEndMyOtherSessions',
    runs: 20,
    input: fc.constant(null),
    send: () => send(`mutation { staffEndMyOtherSessions }`, {}, asStaffAdmin()),
  },
  {
    name: 'staffCreateApiToken',
    runs: 400,
    input: fc.record({
      name: text('review from my laptop'),
      scopes: fc.array(fc.constantFrom('REVIEW_READ', 'REVIEW_DECIDE'), { maxLength: 3 }),
      expiresInDays: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant(2 ** 31 - 1)),
    }),
    send: (input) =>
      send(
        `mutation($input: StaffApiTokenInput!) { staffCreateApiToken(input: $input) { secret } }`,
        { input },
        asStaffAdmin(),
      ),
  },
  {
    name: 'staffRevokeApiToken',
    runs: 400,
    input: id,
    send: (tokenId) =>
      send(`mutation($id: ID!) { staffRevokeApiToken(id: $id) { id } }`, { id: tokenId }, asStaffAdmin()),
    otherAnswers: ['NOT_FOUND'],
  },
  {
    name: 'staffClaimApplication',
    runs: 200,
    input: fc.record({ id, version: staffVersion }),
    send: (variables) =>
      send(
        `mutation($id: ID!, $version: String!) { staffClaimApplication(id: $id, version: $version) { id } }`,
        variables,
        asStaffAdmin(),
      ),
    otherAnswers: ['NOT_FOUND', 'STAFF_VERSION_CONFLICT', 'APP_APPLICATION_NOT_SUBMITTED'],
  },
  {
    name: 'staffReleaseApplication',
    runs: 200,
    input: id,
    send: (applicationId) =>
      send(`mutation($id: ID!) { staffReleaseApplication(id: $id) { id } }`, { id: applicationId }, asStaffAdmin()),
    otherAnswers: ['NOT_FOUND'],
  },
  {
    name: 'staffAcceptApplication',
    runs: 200,
    input: fc.record({ id, version: staffVersion }),
    send: (variables) =>
      send(
        `mutation($id: ID!, $version: String!) { staffAcceptApplication(id: $id, version: $version) { id } }`,
        variables,
        asStaffAdmin(),
      ),
    otherAnswers: ['NOT_FOUND', 'STAFF_VERSION_CONFLICT', 'STAFF_CLAIM_REQUIRED', 'APP_APPLICATION_NOT_SUBMITTED'],
  },
  {
    name: 'staffRejectApplication',
    runs: 200,
    input: fc.record({
      id,
      version: staffVersion,
      reason: fc.constantFrom('DOCUMENT_UNREADABLE', 'REGISTRATION_EXPIRED', 'OTHER'),
      note: fc.option(text('The registration document is unreadable.'), { nil: null }),
    }),
    send: (variables) =>
      send(
        `mutation($id: ID!, $version: String!, $reason: RejectionReasonCode!, $note: String) {
          staffRejectApplication(id: $id, version: $version, reason: $reason, note: $note) { id }
        }`,
        variables,
        asStaffAdmin(),
      ),
    otherAnswers: ['NOT_FOUND', 'STAFF_VERSION_CONFLICT', 'STAFF_CLAIM_REQUIRED', 'APP_APPLICATION_NOT_SUBMITTED'],
  },
  {
    name: 'staffUpdateInboxItem',
    runs: 200,
    input: fc.record({
      kind: fc.constantFrom('CONTACT', 'BUSINESS'),
      recordId: int32,
      state: fc.option(fc.constantFrom('NEW', 'IN_PROGRESS', 'DONE'), { nil: null }),
      hold: fc.option(fc.boolean(), { nil: null }),
      note: fc.option(nastyString, { nil: null }),
    }),
    send: (input) =>
      send(
        `mutation($input: InboxItemUpdate!) { staffUpdateInboxItem(input: $input) { state } }`,
        { input },
        asStaffAdmin(),
      ),
    otherAnswers: ['NOT_FOUND'],
  },
  {
    name: 'staffCreateArticle',
    runs: 100,
    input: fc.record({ kind: fc.constantFrom('BLOG', 'NEWS'), input: articleInput }),
    send: (variables) =>
      send(
        `mutation($kind: ArticleKind!, $input: StaffArticleInput!) { staffCreateArticle(kind: $kind, input: $input) { id } }`,
        variables,
        asStaffAdmin(),
      ),
  },
  contentMutation(
    'staffSaveArticle',
    fc.record({ input: articleInput }),
    ', $input: StaffArticleInput!',
    ', input: $input',
  ),
  contentMutation(
    'staffRestoreArticleRevision',
    fc.record({ revisionId: contentId }),
    ', $revisionId: ID!',
    ', revisionId: $revisionId',
  ),
  contentMutation('staffSubmitArticle', none),
  {
    name: 'staffPreviewArticle',
    runs: 60,
    input: contentId,
    send: (articleId) =>
      send(`mutation($id: ID!) { staffPreviewArticle(id: $id) { arabicPath } }`, { id: articleId }, asStaffAdmin()),
    otherAnswers: ['NOT_FOUND'],
  },
  contentMutation(
    'staffApproveArticle',
    fc.record({ name: localizedText('د. سارة', 'Dr Sara') }),
    ', $name: LocalizedTextInput!',
    ', reviewerName: $name',
  ),
  contentMutation('staffReturnArticle', none),
  contentMutation(
    'staffPublishArticle',
    fc.record({
      at: fc.option(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          nastyString,
        ),
        { nil: null },
      ),
    }),
    ', $at: String',
    ', at: $at',
  ),
  contentMutation('staffUnpublishArticle', none),
  contentMutation(
    'staffSaveListing',
    fc.record({ input: listingInput }),
    ', $input: StaffListingInput!',
    ', input: $input',
  ),
  contentMutation('staffPublishListing', none),
  contentMutation('staffUnlistListing', none),
  {
    name: 'staffCreateFaqCategory',
    runs: 100,
    input: faqCategoryInput,
    send: (input) =>
      send(
        `mutation($input: StaffFaqCategoryInput!) { staffCreateFaqCategory(input: $input) { id } }`,
        { input },
        asStaffAdmin(),
      ),
  },
  contentMutation(
    'staffSaveFaqCategory',
    fc.record({ input: faqCategoryInput }),
    ', $input: StaffFaqCategoryInput!',
    ', input: $input',
  ),
  contentMutation(
    'staffMoveFaqCategory',
    fc.record({ direction: fc.constantFrom('UP', 'DOWN') }),
    ', $direction: MoveDirection!',
    ', direction: $direction',
  ),
  {
    name: 'staffCreateFaqQuestion',
    runs: 100,
    input: fc.record({ categoryId: contentId, input: faqQuestionInput }),
    send: (variables) =>
      send(
        `mutation($categoryId: ID!, $input: StaffFaqQuestionInput!) { staffCreateFaqQuestion(categoryId: $categoryId, input: $input) { id } }`,
        variables,
        asStaffAdmin(),
      ),
    otherAnswers: ['NOT_FOUND'],
  },
  contentMutation(
    'staffSaveFaqQuestion',
    fc.record({ input: faqQuestionInput }),
    ', $input: StaffFaqQuestionInput!',
    ', input: $input',
  ),
  contentMutation(
    'staffMoveFaqQuestion',
    fc.record({ direction: fc.constantFrom('UP', 'DOWN') }),
    ', $direction: MoveDirection!',
    ', direction: $direction',
  ),
  {
    name: 'staffUploadImage',
    runs: 300,
    input: fc.record({
      purpose: fc.option(fc.constantFrom('CONTENT', 'PHOTO'), { nil: undefined }),
      fileName: fc.oneof(fc.constantFrom('photo.jpg', 'drawing.svg', '../../x.webp', ''), fc.string({ maxLength: 40 })),
      contentType: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', ''),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        // An image's signature, then noise: detected as an image, so the decoder meets the noise.
        fc
          .uint8Array({ maxLength: 512 })
          .map((noise) => Buffer.concat([pngBytes().subarray(0, 33), Buffer.from(noise)])),
        fc
          .uint8Array({ maxLength: 512 })
          .map((noise) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(noise)])),
        fc.constant(pngBytes()),
        fc.constant(Buffer.from('%PDF-1.4\n%%EOF')),
        fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
      ),
    }),
    send: (input) => uploadImage(testApp, { ...asStaffAdmin(), ...fromClient() }, input),
  },
  {
    name: 'deleteMyAccount',
    runs: 300,
    // Never the account's password: every case is refused and erases nothing.
    input: fc.record({ password: nastyString }),
    send: (input) =>
      send(`mutation($input: DeleteAccountInput!) { deleteMyAccount(input: $input) }`, { input }, asPractitioner()),
  },
  {
    name: 'signOut',
    runs: 100,
    input: fc.constant(null),
    send: () => send(`mutation { signOut }`, {}),
  },
] as Mutation<never>[];

function practitionerEmail(): string {
  return 'fuzz-known@example.com';
}

describe('every mutation, fuzzed', () => {
  it('covers every mutation of the schema', () => {
    const schema = fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8');
    const names = Object.keys(buildSchema(schema).getMutationType()!.getFields());
    expect(mutations.map((mutation) => mutation.name).sort()).toEqual(names.sort());
  });

  it.each(mutations.map((mutation) => [mutation.name, mutation] as const))(
    '%s: no server error, refusals name fields, nothing stored from a refusal',
    async (_name, mutation) => {
      await fuzz(mutation);
    },
    120_000,
  );

  it('ran at least 10,000 generated cases in all (2,000 on PostgreSQL)', () => {
    expect(casesRun).toBeGreaterThanOrEqual(10_000 * depth);
  });
});
