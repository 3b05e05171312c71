import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OutboxSummary } from '../../mail/mailer';
import { teamMailLeaseMs } from '../common/team-request';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { referenceOf } from './contact.service';
import { contactMessages } from './contact.table';

const sendContactMessage = /* GraphQL */ `
  mutation SendContactMessage($input: ContactMessageInput!, $idempotencyKey: String!) {
    sendContactMessage(input: $input, idempotencyKey: $idempotencyKey) {
      reference
      receivedAt
    }
  }
`;

const validInput = {
  name: 'Sara Alotaibi',
  email: 'Sara@Example.com',
  phone: { country: 'SA', number: '٠٥٠١٢٣٤٥٦٧' },
  reason: 'TECHNICAL_ISSUE',
  subject: 'The app does not open',
  message: 'The app closes as soon as I open it on my phone.',
};

let testApp: TestApp;
let nextKey = 0;
let nextIp = 0;

const freshKey = () => `contact-test-key-${String((nextKey += 1)).padStart(6, '0')}`;
const freshIp = () => `203.0.113.${(nextIp += 1)}`;

function send(input: Record<string, unknown>, { key = freshKey(), ip = freshIp(), language = 'en' } = {}) {
  return testApp.graphql<{ sendContactMessage: { reference: string; receivedAt: string } }>(
    sendContactMessage,
    { input, idempotencyKey: key },
    { 'x-graphql-csrf': '1', 'accept-language': language, 'x-forwarded-for': ip },
  );
}

function outbox(): OutboxSummary[] {
  if (!fs.existsSync(testApp.outboxDir)) return [];
  return fs
    .readdirSync(testApp.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(testApp.outboxDir, file), 'utf8')) as OutboxSummary);
}

const mailsAbout = (reference: string) => outbox().filter((mail) => mail.text.includes(reference));

beforeAll(async () => {
  testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1', TEAM_INBOX: 'care-team@sakina.example' } });
});

afterAll(async () => {
  await testApp.close();
});

describe('sendContactMessage', () => {
  it('refuses text the database cannot store (a NUL character), naming the field, and stores and mails nothing', async () => {
    const before = outbox().length;
    const reply = await send({ ...validInput, message: 'The app closes as soon as I \u0000 open it.' });
    expect(reply.data).toBeNull();
    expect(reply.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'message', code: 'text_invalid' }],
    });
    expect(outbox()).toHaveLength(before);
  });

  it('stores the message with the phone in E.164 and its dialing code, mails the team and thanks the sender in English', async () => {
    const reply = await send(validInput, { language: 'en-US,en;q=0.9' });

    expect(reply.errors).toBeUndefined();
    const { reference } = reply.data!.sendContactMessage;
    expect(reference).toMatch(/^C-\d{6}$/);
    const [stored] = await testApp.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(reference.slice(2))));
    expect(stored).toMatchObject({
      name: 'Sara Alotaibi',
      email: 'sara@example.com',
      phone: '+966501234567',
      dialCode: '966',
      reason: 'technical_issue',
      locale: 'en',
    });

    const mails = mailsAbout(reference);
    const team = mails.find((mail) => mail.to === 'care-team@sakina.example');
    const acknowledgement = mails.find((mail) => mail.to === 'sara@example.com');
    expect(team).toMatchObject({ template: 'contact-team-notification' });
    expect(team!.text).toContain('The app closes as soon as I open it on my phone.');
    expect(team!.text).toContain('+966501234567');
    expect(acknowledgement).toMatchObject({ template: 'contact-acknowledgement', locale: 'en' });
    expect(acknowledgement!.subject).toBe('We have received your message, thank you for contacting Sakina');
    expect(mails).toHaveLength(2);
  });

  it('acknowledges in Arabic when the page is Arabic', async () => {
    const reply = await send({ ...validInput, name: 'سارة العتيبي', email: 'sara.ar@example.com' }, { language: 'ar' });

    const acknowledgement = mailsAbout(reply.data!.sendContactMessage.reference).find(
      (mail) => mail.to === 'sara.ar@example.com',
    );
    expect(acknowledgement).toMatchObject({ locale: 'ar', subject: 'وصلتنا رسالتك، شكرًا لتواصلك مع سكينة' });
    expect(acknowledgement!.text).toContain('أهلًا سارة العتيبي');
  });

  it('names every invalid field, stores nothing and sends nothing', async () => {
    const before = outbox().length;
    const rowsBefore = (await testApp.db.select().from(contactMessages)).length;

    const reply = await send({
      name: 'Sara 2',
      email: 'sara@',
      phone: { country: 'SA', number: '0501' },
      reason: 'INQUIRY',
      subject: ' ',
      message: '',
    });

    expect(reply.data).toBeNull();
    expect(reply.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { path: 'name', code: 'name_letters_only' },
        { path: 'email', code: 'email_invalid' },
        { path: 'phone', code: 'phone_too_short' },
        { path: 'subject', code: 'required' },
        { path: 'message', code: 'required' },
      ],
    });
    expect(outbox()).toHaveLength(before);
    expect(await testApp.db.select().from(contactMessages)).toHaveLength(rowsBefore);
  });

  it('refuses an invalid phone number and a malformed idempotency key by field', async () => {
    const phone = await send({ ...validInput, phone: { country: 'SA', number: '0991234567' } });
    expect(phone.errors?.[0]?.extensions?.fields).toEqual([{ path: 'phone', code: 'phone_invalid' }]);

    const key = await send(validInput, { key: 'x' });
    expect(key.errors?.[0]?.extensions?.fields).toEqual([{ path: 'idempotencyKey', code: 'idempotency_key_invalid' }]);
  });

  it('stores one message and sends one pair of mails for a repeated submit of the same fill', async () => {
    const key = freshKey();
    const ip = freshIp();
    const [first, second] = await Promise.all([send(validInput, { key, ip }), send(validInput, { key, ip })]);
    const third = await send(validInput, { key, ip });

    const reference = first.data!.sendContactMessage.reference;
    expect(second.data!.sendContactMessage.reference).toBe(reference);
    expect(third.data!.sendContactMessage.reference).toBe(reference);
    expect(await testApp.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key))).toHaveLength(
      1,
    );
    expect(mailsAbout(reference)).toHaveLength(2);
  });

  it('allows five new messages an hour from one address, then answers RATE_LIMITED; other addresses are not affected', async () => {
    const ip = freshIp();
    const keys = Array.from({ length: 5 }, freshKey);
    for (const key of keys) {
      expect((await send(validInput, { key, ip })).errors).toBeUndefined();
    }

    const limited = await send(validInput, { ip });
    expect(limited.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(limited.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(3000);

    // A retry of a fill that already went through still gets its receipt.
    expect((await send(validInput, { key: keys[0], ip })).data?.sendContactMessage.reference).toMatch(/^C-/);
    expect((await send(validInput, { ip: freshIp() })).errors).toBeUndefined();
  });
});

describe('sendContactMessage after a process was cut off while mailing the team', () => {
  /** A message stored but not yet sent to the team, as a process leaves it while mailing (or when killed then). */
  async function storedNeverSent(key: string, createdAt: Date) {
    const [row] = await testApp.db
      .insert(contactMessages)
      .values({
        ...validInput,
        phone: '+966501234567',
        dialCode: '966',
        reason: 'technical_issue',
        locale: 'en',
        idempotencyKey: key,
        createdAt,
      })
      .returning();
    return row!;
  }

  const rowsUnder = (key: string) =>
    testApp.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));
  const teamMailsAbout = (reference: string) =>
    mailsAbout(reference).filter((mail) => mail.to === 'care-team@sakina.example');

  it('takes the sending over from a request cut off long ago: the team is mailed once and the row kept', async () => {
    const key = freshKey();
    const cutOff = await storedNeverSent(key, new Date(Date.now() - teamMailLeaseMs - 60_000));

    const reply = await send(validInput, { key });

    expect(reply.data?.sendContactMessage.reference).toBe(referenceOf(cutOff.id));
    const rows = await rowsUnder(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.teamNotifiedAt).toBeInstanceOf(Date);
    expect(rows[0]!.teamMailClaimedAt).toBeInstanceOf(Date);
    expect(teamMailsAbout(referenceOf(cutOff.id))).toHaveLength(1);
  });

  it('waits while the first request is still mailing the team, then answers its receipt without mailing again', async () => {
    const key = freshKey();
    const inFlight = await storedNeverSent(key, new Date());

    const pending = send(validInput, { key });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The first request's send ends.
    await testApp.db
      .update(contactMessages)
      .set({ teamNotifiedAt: new Date() })
      .where(eq(contactMessages.id, inFlight.id));
    const reply = await pending;

    expect(reply.data?.sendContactMessage.reference).toBe(referenceOf(inFlight.id));
    expect(await rowsUnder(key)).toHaveLength(1);
    expect(mailsAbout(referenceOf(inFlight.id))).toEqual([]);
  });

  it('stores and sends the message itself when the first request’s send failed while it waited', async () => {
    const key = freshKey();
    const inFlight = await storedNeverSent(key, new Date());

    const pending = send(validInput, { key });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The first request could not mail the team: it removes its row.
    await testApp.db.delete(contactMessages).where(eq(contactMessages.id, inFlight.id));
    const reply = await pending;

    const rows = await rowsUnder(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(inFlight.id);
    expect(rows[0]!.teamNotifiedAt).toBeInstanceOf(Date);
    expect(reply.data?.sendContactMessage.reference).toBe(referenceOf(rows[0]!.id));
    expect(teamMailsAbout(referenceOf(rows[0]!.id))).toHaveLength(1);
  });

  it('takes the sending over when the first request’s lease ends while it waits (that server was killed)', async () => {
    const key = freshKey();
    const killed = await storedNeverSent(key, new Date(Date.now() - teamMailLeaseMs + 1_000));

    const reply = await send(validInput, { key });

    expect(reply.data?.sendContactMessage.reference).toBe(referenceOf(killed.id));
    expect((await rowsUnder(key))[0]!.teamNotifiedAt).toBeInstanceOf(Date);
    expect(teamMailsAbout(referenceOf(killed.id))).toHaveLength(1);
  });

  it('answers two repeats of a cut-off request with one receipt and one team mail', async () => {
    const key = freshKey();
    const cutOff = await storedNeverSent(key, new Date(Date.now() - teamMailLeaseMs - 1_000));

    const replies = await Promise.all([send(validInput, { key }), send(validInput, { key })]);

    expect(replies.map((reply) => reply.data?.sendContactMessage.reference)).toEqual([
      referenceOf(cutOff.id),
      referenceOf(cutOff.id),
    ]);
    expect(teamMailsAbout(referenceOf(cutOff.id))).toHaveLength(1);
  });
});

describe('sendContactMessage when the team cannot be mailed', () => {
  let failingApp: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 9: every message fails to send.
    failingApp = await createTestApp({ environment: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });

  afterAll(async () => {
    await failingApp.close();
  });

  it('answers with an error and keeps nothing, so the sender’s retry is sent rather than taken as a repeat', async () => {
    const reply = await failingApp.graphql(
      sendContactMessage,
      { input: validInput, idempotencyKey: 'contact-test-unsent-000001' },
      { 'x-graphql-csrf': '1' },
    );

    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await failingApp.db.select().from(contactMessages)).toHaveLength(0);
  });
});
