import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OutboxSummary } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { businessRequests } from './business.table';

const requestBusinessService = /* GraphQL */ `
  mutation RequestBusinessService($input: BusinessRequestInput!, $idempotencyKey: String!) {
    requestBusinessService(input: $input, idempotencyKey: $idempotencyKey) {
      reference
      receivedAt
    }
  }
`;

const validInput = {
  institutionName: 'Horizon Technology Co.',
  beneficiaryCount: 250,
  branchCount: 3,
  employeeName: 'Noura Alharbi',
  position: 'Head of People',
  phone: { country: 'SA', number: '٠٥٠١٢٣٤٥٦٧' },
  email: 'Noura@Horizon.example',
};

type Receipt = { requestBusinessService: { reference: string; receivedAt: string } };

let testApp: TestApp;
let nextKey = 0;
let nextIp = 0;

const freshKey = () => `business-test-key-${String((nextKey += 1)).padStart(6, '0')}`;
const freshIp = () => `198.51.100.${(nextIp += 1)}`;

function send(input: Record<string, unknown>, { key = freshKey(), ip = freshIp(), language = 'en' } = {}) {
  return testApp.graphql<Receipt>(
    requestBusinessService,
    { input, idempotencyKey: key },
    { 'x-graphql-csrf': '1', 'accept-language': language, 'x-forwarded-for': ip },
  );
}

function outbox(directory = testApp.outboxDir): OutboxSummary[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as OutboxSummary);
}

const mailsAbout = (reference: string) => outbox().filter((mail) => mail.text.includes(reference));
const storedRows = () => testApp.db.select().from(businessRequests);

beforeAll(async () => {
  testApp = await createTestApp({
    environment: { TRUSTED_PROXY_COUNT: '1', TEAM_INBOX: 'business-team@sakina.example' },
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('requestBusinessService', () => {
  it('stores the request with the phone in E.164, mails the team and acknowledges the requester in English', async () => {
    const reply = await send(validInput, { language: 'en-GB,en;q=0.9' });

    expect(reply.errors).toBeUndefined();
    const { reference, receivedAt } = reply.data!.requestBusinessService;
    expect(reference).toMatch(/^B-\d{6}$/);
    expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);
    const [stored] = await testApp.db
      .select()
      .from(businessRequests)
      .where(eq(businessRequests.id, Number(reference.slice(2))));
    expect(stored).toMatchObject({
      institutionName: 'Horizon Technology Co.',
      beneficiaryCount: 250,
      branchCount: 3,
      employeeName: 'Noura Alharbi',
      position: 'Head of People',
      phone: '+966501234567',
      dialCode: '966',
      email: 'noura@horizon.example',
      locale: 'en',
    });

    const mails = mailsAbout(reference);
    expect(mails).toHaveLength(2);
    const team = mails.find((mail) => mail.to === 'business-team@sakina.example');
    expect(team).toMatchObject({ template: 'business-team-notification', locale: 'ar' });
    expect(team!.subject).toBe('طلب جديد لخدمة الشركات: Horizon Technology Co.');
    for (const detail of [
      'عدد المستفيدين (الموظفين): 250',
      'عدد الفروع: 3',
      'Noura Alharbi',
      'Head of People',
      '+966501234567',
      'noura@horizon.example',
      'لغة مقدم الطلب: الإنجليزية',
    ]) {
      expect(team!.text).toContain(detail);
    }
    const acknowledgement = mails.find((mail) => mail.to === 'noura@horizon.example');
    expect(acknowledgement).toMatchObject({
      template: 'business-acknowledgement',
      locale: 'en',
      subject: 'We have received your request for the Sakina corporate service',
    });
    expect(acknowledgement!.text).toContain('Hello Noura Alharbi');
    expect(acknowledgement!.text).toContain('the team at Horizon Technology Co.');
  });

  it('acknowledges in Arabic when the page is Arabic', async () => {
    const reply = await send(
      {
        ...validInput,
        institutionName: 'شركة الأفق للتقنية',
        employeeName: 'نورة الحربي',
        email: 'noura.ar@horizon.example',
      },
      { language: 'ar' },
    );

    const { reference } = reply.data!.requestBusinessService;
    const acknowledgement = mailsAbout(reference).find((mail) => mail.to === 'noura.ar@horizon.example');
    expect(acknowledgement).toMatchObject({ locale: 'ar', subject: 'وصلنا طلبك لخدمة سكينة للشركات' });
    expect(acknowledgement!.text).toContain('أهلًا نورة الحربي');
    expect(acknowledgement!.text).toContain(`ورقمه ${reference}`);
  });

  it.each([
    ['institutionName', { institutionName: 'Vision 2030 Co' }, 'name_letters_only'],
    ['institutionName', { institutionName: '  ' }, 'required'],
    ['beneficiaryCount', { beneficiaryCount: 0 }, 'number_too_small'],
    ['beneficiaryCount', { beneficiaryCount: 1_000_001 }, 'number_too_large'],
    ['branchCount', { branchCount: -2 }, 'number_invalid'],
    ['branchCount', { branchCount: 10_001 }, 'number_too_large'],
    ['employeeName', { employeeName: 'Noura 2' }, 'name_letters_only'],
    ['position', { position: '' }, 'required'],
    ['position', { position: 'p'.repeat(101) }, 'text_too_long'],
    ['phone', { phone: { country: 'SA', number: '01012345678' } }, 'phone_not_in_country'],
    ['phone', { phone: { country: 'SA', number: '+201012345678' } }, 'phone_not_in_country'],
    ['phone', { phone: { country: 'SA', number: '0501' } }, 'phone_too_short'],
    ['email', { email: 'noura@' }, 'email_invalid'],
  ])('refuses an invalid %s (%j) with its field and code, storing and sending nothing', async (path, change, code) => {
    const mailsBefore = outbox().length;
    const rowsBefore = (await storedRows()).length;

    const reply = await send({ ...validInput, ...change });

    expect(reply.data).toBeNull();
    expect(reply.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ path, code }] });
    expect(await storedRows()).toHaveLength(rowsBefore);
    expect(outbox()).toHaveLength(mailsBefore);
  });

  it('names every invalid field in one answer', async () => {
    const reply = await send({
      institutionName: '',
      beneficiaryCount: 0,
      branchCount: 0,
      employeeName: '',
      position: '',
      phone: { country: 'SA', number: '' },
      email: '',
    });

    expect(reply.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'institutionName', code: 'required' },
      { path: 'beneficiaryCount', code: 'number_too_small' },
      { path: 'branchCount', code: 'number_too_small' },
      { path: 'employeeName', code: 'required' },
      { path: 'position', code: 'required' },
      { path: 'phone', code: 'required' },
      { path: 'email', code: 'required' },
    ]);
  });

  it('refuses a count that is not a whole number before it reaches the service', async () => {
    const reply = await send({ ...validInput, beneficiaryCount: 'many' });
    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.[0]?.message).toContain('Int');
  });

  it('refuses a malformed idempotency key by field', async () => {
    const reply = await send(validInput, { key: 'x' });
    expect(reply.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'idempotencyKey', code: 'idempotency_key_invalid' },
    ]);
  });

  it('stores one request and sends one pair of mails for a double click and a later retry of the same fill', async () => {
    const key = freshKey();
    const ip = freshIp();
    const [first, second] = await Promise.all([send(validInput, { key, ip }), send(validInput, { key, ip })]);
    const third = await send(validInput, { key, ip });

    const { reference, receivedAt } = first.data!.requestBusinessService;
    expect(second.data!.requestBusinessService).toEqual({ reference, receivedAt });
    expect(third.data!.requestBusinessService).toEqual({ reference, receivedAt });
    expect(
      await testApp.db.select().from(businessRequests).where(eq(businessRequests.idempotencyKey, key)),
    ).toHaveLength(1);
    expect(mailsAbout(reference)).toHaveLength(2);
  });

  it('allows five new requests an hour from one address, then answers RATE_LIMITED; other addresses are not affected', async () => {
    const ip = freshIp();
    // Refused input does not use up the allowance.
    expect((await send({ ...validInput, email: 'nope' }, { ip })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const keys = Array.from({ length: 5 }, freshKey);
    for (const key of keys) {
      expect((await send(validInput, { key, ip })).errors).toBeUndefined();
    }
    const rowsBefore = (await storedRows()).length;

    const limited = await send(validInput, { ip });
    expect(limited.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(limited.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(3000);
    expect(await storedRows()).toHaveLength(rowsBefore);

    // A retry of a fill that already went through still gets its receipt.
    expect((await send(validInput, { key: keys[0], ip })).data?.requestBusinessService.reference).toMatch(/^B-\d{6}$/);
    expect((await send(validInput, { ip: freshIp() })).errors).toBeUndefined();
  });
});

describe('requestBusinessService when the team cannot be mailed', () => {
  let failingApp: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 9: every message fails to send.
    failingApp = await createTestApp({ environment: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });

  afterAll(async () => {
    await failingApp.close();
  });

  it('answers with an error and keeps nothing, so sending again is not refused as a repeat', async () => {
    const reply = await failingApp.graphql<Receipt>(
      requestBusinessService,
      { input: validInput, idempotencyKey: 'business-test-unsent-000001' },
      { 'x-graphql-csrf': '1' },
    );

    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await failingApp.db.select().from(businessRequests)).toHaveLength(0);
  });
});
