import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OutboxSummary } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newsletterSubscribers } from './newsletter.table';

const subscribe = /* GraphQL */ `
  mutation Subscribe($email: String!) {
    subscribeNewsletter(email: $email)
  }
`;

const subscriptionFields = 'status locale';
const unsubscribe = `mutation Unsubscribe($token: String!) { unsubscribeNewsletter(token: $token) { ${subscriptionFields} } }`;
const resubscribe = `mutation Resubscribe($token: String!) { resubscribeNewsletter(token: $token) { ${subscriptionFields} } }`;
const lookup = `query Lookup($token: String!) { newsletterSubscription(token: $token) { ${subscriptionFields} } }`;

let testApp: TestApp;
let nextIp = 0;
const freshIp = () => `198.51.100.${(nextIp += 1)}`;

function call<Data = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  { ip = freshIp(), language = 'en' } = {},
) {
  return testApp.graphql<Data>(query, variables, {
    'x-graphql-csrf': '1',
    'accept-language': language,
    'x-forwarded-for': ip,
  });
}

function outbox(): OutboxSummary[] {
  if (!fs.existsSync(testApp.outboxDir)) return [];
  return fs
    .readdirSync(testApp.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(testApp.outboxDir, file), 'utf8')) as OutboxSummary);
}

const mailsTo = (email: string) => outbox().filter((mail) => mail.to === email);

async function subscriberRow(email: string) {
  const [row] = await testApp.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** The personal link in a welcome mail, as a reader would click it. */
function unsubscribeLinkIn(mail: OutboxSummary): URL {
  const match = mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/);
  if (!match) throw new Error(`No unsubscribe link in:\n${mail.text}`);
  return new URL(match[0]);
}

beforeAll(async () => {
  testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1', PUBLIC_URL: 'https://sakina.example' } });
});

afterAll(async () => {
  await testApp.close();
});

describe('subscribeNewsletter', () => {
  it('subscribes in the page language and sends a welcome mail carrying a personal unsubscribe link', async () => {
    const reply = await call(subscribe, { email: ' Reader.One@Example.com ' }, { language: 'en' });

    expect(reply).toMatchObject({ data: { subscribeNewsletter: true } });
    const row = await subscriberRow('reader.one@example.com');
    expect(row).toMatchObject({ status: 'subscribed', locale: 'en' });
    const [welcome] = mailsTo('reader.one@example.com');
    expect(welcome).toMatchObject({
      template: 'newsletter-welcome',
      locale: 'en',
      subject: 'Welcome to the Sakina newsletter',
    });
    const link = unsubscribeLinkIn(welcome!);
    expect(link.origin).toBe('https://sakina.example');
    expect(link.searchParams.get('token')).toBe(row!.unsubscribeToken);
    expect(welcome!.text).toContain('https://sakina.example/en/blog');
  });

  it('writes the welcome mail in Arabic for a subscriber from an Arabic page', async () => {
    await call(subscribe, { email: 'qari@example.com' }, { language: 'ar-SA' });

    const [welcome] = mailsTo('qari@example.com');
    expect(welcome).toMatchObject({ locale: 'ar', subject: 'أهلًا بك في نشرة سكينة' });
    expect(welcome!.text).toContain('إلغاء الاشتراك');
    unsubscribeLinkIn(welcome!);
  });

  it('treats a second subscribe of the same address as harmless: one row, one mail, same answer', async () => {
    const ip = freshIp();
    const [first, second] = await Promise.all([
      call(subscribe, { email: 'twice@example.com' }, { ip }),
      call(subscribe, { email: 'TWICE@example.com' }, { ip }),
    ]);
    const third = await call(subscribe, { email: 'twice@example.com' }, { ip });

    for (const reply of [first, second, third]) expect(reply).toMatchObject({ data: { subscribeNewsletter: true } });
    expect(
      await testApp.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'twice@example.com')),
    ).toHaveLength(1);
    expect(mailsTo('twice@example.com')).toHaveLength(1);
  });

  it('refuses an invalid address by field', async () => {
    for (const email of ['', 'reader@', 'not an email']) {
      const reply = await call(subscribe, { email });
      expect(reply.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'email', code: email === '' ? 'required' : 'email_invalid' }],
      });
    }
  });

  it('allows ten subscribes an hour from one address and five for one email, then answers RATE_LIMITED', async () => {
    const ip = freshIp();
    for (let index = 0; index < 10; index += 1) {
      expect((await call(subscribe, { email: `many-${index}@example.com` }, { ip })).errors).toBeUndefined();
    }
    const limited = await call(subscribe, { email: 'many-10@example.com' }, { ip });
    expect(limited.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });

    for (let index = 0; index < 5; index += 1) {
      expect((await call(subscribe, { email: 'same@example.com' })).errors).toBeUndefined();
    }
    expect((await call(subscribe, { email: 'same@example.com' })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('unsubscribing and resubscribing', () => {
  it('the mail’s link unsubscribes and lands on the confirmation page in the subscriber’s language, where resubscribe works', async () => {
    await call(subscribe, { email: 'leaver@example.com' }, { language: 'en' });
    const link = unsubscribeLinkIn(mailsTo('leaver@example.com')[0]!);
    const token = link.searchParams.get('token')!;

    const response = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/en/unsubscribe-successful?token=${token}`);
    expect(await subscriberRow('leaver@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect(await call(lookup, { token })).toMatchObject({
      data: { newsletterSubscription: { status: 'UNSUBSCRIBED', locale: 'EN' } },
    });

    // Following the link again changes nothing.
    expect((await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(303);

    expect(await call(resubscribe, { token })).toMatchObject({
      data: { resubscribeNewsletter: { status: 'SUBSCRIBED' } },
    });
    expect(await subscriberRow('leaver@example.com')).toMatchObject({ status: 'subscribed', unsubscribedAt: null });

    expect(await call(unsubscribe, { token })).toMatchObject({
      data: { unsubscribeNewsletter: { status: 'UNSUBSCRIBED' } },
    });
    expect(await subscriberRow('leaver@example.com')).toMatchObject({ status: 'unsubscribed' });
  });

  it('lands an Arabic subscriber on the Arabic page', async () => {
    await call(subscribe, { email: 'mughadir@example.com' }, { language: 'ar' });
    const link = unsubscribeLinkIn(mailsTo('mughadir@example.com')[0]!);

    const response = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.headers.location).toMatch(/^\/unsubscribe-successful\?token=/);
  });

  it('subscribing again after unsubscribing resubscribes with the same personal link and welcomes again', async () => {
    await call(subscribe, { email: 'returner@example.com' });
    const { unsubscribeToken } = (await subscriberRow('returner@example.com'))!;
    await call(unsubscribe, { token: unsubscribeToken });

    await call(subscribe, { email: 'returner@example.com' }, { language: 'ar' });

    expect(await subscriberRow('returner@example.com')).toMatchObject({
      status: 'subscribed',
      locale: 'ar',
      unsubscribeToken,
    });
    expect(mailsTo('returner@example.com')).toHaveLength(2);
  });

  it('refuses an unknown or malformed token by field, and the link sends the reader to the explanation', async () => {
    const unknown = await call(unsubscribe, { token: 'x'.repeat(43) });
    expect(unknown.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'token', code: 'newsletter_token_invalid' }],
    });
    const malformed = await call(resubscribe, { token: "' or 1=1 --" });
    expect(malformed.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'token', code: 'newsletter_token_invalid' }],
    });
    expect(await call(lookup, { token: 'x'.repeat(43) })).toMatchObject({ data: { newsletterSubscription: null } });

    const response = await testApp.app.inject({ method: 'GET', url: '/newsletter/unsubscribe?token=nope' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/unsubscribe-successful?problem=invalid');
    const english = await testApp.app.inject({
      method: 'GET',
      url: '/newsletter/unsubscribe',
      headers: { cookie: 'locale=en' },
    });
    expect(english.headers.location).toBe('/en/unsubscribe-successful?problem=invalid');
  });

  it('limits token attempts from one address to thirty in ten minutes', async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index += 1) {
      expect(
        (await call(unsubscribe, { token: `guess-${String(index).padStart(40, '0')}` }, { ip })).errors?.[0]?.extensions
          ?.code,
      ).toBe('BAD_USER_INPUT');
    }
    expect(
      (await call(unsubscribe, { token: 'guess-last-000000000000000000000000' }, { ip })).errors?.[0]?.extensions?.code,
    ).toBe('RATE_LIMITED');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/newsletter/unsubscribe?token=guess-link-00000000000000000000000',
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.headers.location).toBe('/unsubscribe-successful?problem=rate-limited');
  });
});
