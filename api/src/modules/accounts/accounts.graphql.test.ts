import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OutboxSummary } from '../../mail/mailer';
import { signIn, signedInHeaders } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccount } from './accounts.service';
import { accounts, oneTimeCodes, sessions } from './accounts.table';
import { hashToken, sessionCookieName } from './session.service';

let testApp: TestApp;
let nextIp = 0;
let nextEmail = 0;

const freshIp = () => `198.51.100.${(nextIp += 1) % 250}`;
const freshEmail = (prefix = 'practitioner') => `${prefix}-${(nextEmail += 1)}@example.com`;
const strongPassword = 'Sakina2024pass';

interface Reply<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  cookies: {
    name: string;
    value: string;
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    path?: string;
    maxAge?: number;
  }[];
}

/** A browser: keeps its cookies between requests, comes from one IP, speaks one language. */
function browser({ ip = freshIp(), language = 'en' } = {}) {
  const jar = new Map<string, string>();
  return {
    jar,
    async graphql<Data = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
    ): Promise<Reply<Data>> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          'x-graphql-csrf': '1',
          'accept-language': language,
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
        },
        payload: JSON.stringify({ query, variables }),
      });
      const cookies = response.cookies as Reply<Data>['cookies'];
      for (const { name, value, maxAge } of cookies) {
        if (value === '' || maxAge === 0) jar.delete(name);
        else jar.set(name, value);
      }
      return { ...(response.json() as Omit<Reply<Data>, 'cookies'>), cookies };
    },
  };
}

type Browser = ReturnType<typeof browser>;

const registerMutation = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      email
      purpose
      resendAvailableInSeconds
      expiresInSeconds
    }
  }
`;
const confirmMutation = /* GraphQL */ `
  mutation Confirm($code: String!) {
    confirmCode(input: { code: $code }) {
      purpose
      destination
    }
  }
`;
const resendMutation = /* GraphQL */ `
  mutation {
    resendCode {
      email
      resendAvailableInSeconds
    }
  }
`;
const signInMutation = /* GraphQL */ `
  mutation SignIn($input: SignInInput!, $bearer: Boolean) {
    signIn(input: $input, bearer: $bearer) {
      status
      destination
      token
      pendingConfirmation {
        email
      }
    }
  }
`;
const viewerQuery = /* GraphQL */ `
  query {
    viewer {
      id
      email
      role
      emailConfirmed
    }
    pendingConfirmation {
      email
      purpose
    }
    pendingPasswordReset {
      email
    }
  }
`;
const resetMutation = /* GraphQL */ `
  mutation Reset($email: String!) {
    requestPasswordReset(input: { email: $email }) {
      email
      purpose
    }
  }
`;
const newPasswordMutation = /* GraphQL */ `
  mutation NewPassword($password: String!) {
    setNewPassword(input: { password: $password, passwordConfirmation: $password })
  }
`;

interface ViewerData {
  viewer: { id: string; email: string; role: string; emailConfirmed: boolean } | null;
  pendingConfirmation: { email: string; purpose: string } | null;
  pendingPasswordReset: { email: string } | null;
}

function outbox(): OutboxSummary[] {
  if (!fs.existsSync(testApp.outboxDir)) return [];
  return fs
    .readdirSync(testApp.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(testApp.outboxDir, file), 'utf8')) as OutboxSummary);
}

function mailsTo(email: string): OutboxSummary[] {
  return outbox().filter((mail) => mail.to === email);
}

/** The code in the newest mail to `email`. */
function latestCode(email: string): string {
  const mail = mailsTo(email).at(-1);
  const code = mail?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const errorCode = (reply: Reply<unknown>) => reply.errors?.[0]?.extensions?.code;
const fieldCodes = (reply: Reply<unknown>) =>
  (reply.errors?.[0]?.extensions?.fields as { path: string; code: string }[] | undefined)?.map(
    (field) => `${field.path}:${field.code}`,
  );

async function registerIn(visitor: Browser, email: string, password = strongPassword) {
  return visitor.graphql<{
    register: { email: string; purpose: string; resendAvailableInSeconds: number; expiresInSeconds: number };
  }>(registerMutation, { input: { email, password, passwordConfirmation: password } });
}

/** Registers and confirms: the browser ends signed in. */
async function confirmedPractitioner(visitor: Browser, email = freshEmail()) {
  await registerIn(visitor, email);
  const reply = await visitor.graphql(confirmMutation, { code: latestCode(email) });
  expect(reply.errors).toBeUndefined();
  return email;
}

beforeAll(async () => {
  testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1' } });
});

afterAll(async () => {
  await testApp.close();
});

describe('registration', () => {
  it('stores a lower-cased address with an argon2id hash, mails a code in the page language and waits for it', async () => {
    const visitor = browser({ language: 'ar' });
    const reply = await registerIn(visitor, 'New.Practitioner@Example.com');

    expect(reply.errors).toBeUndefined();
    expect(reply.data!.register).toEqual({
      email: 'new.practitioner@example.com',
      purpose: 'CONFIRM_EMAIL',
      resendAvailableInSeconds: 60,
      expiresInSeconds: 600,
    });
    const [stored] = await testApp.db.select().from(accounts).where(eq(accounts.email, 'new.practitioner@example.com'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.passwordHash).not.toContain(strongPassword);
    expect(stored!.emailConfirmedAt).toBeNull();

    const [mail] = mailsTo('new.practitioner@example.com');
    expect(mail).toMatchObject({ template: 'account-code', locale: 'ar' });
    expect(mail!.subject).toContain('رمز تأكيد');
    const code = latestCode('new.practitioner@example.com');
    const [codeRow] = await testApp.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.accountId, stored!.id));
    expect(codeRow!.codeHash).not.toContain(code);

    const pending = reply.cookies.find((cookie) => cookie.name === 'pending');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const state = await visitor.graphql<ViewerData>(viewerQuery);
    expect(state.data).toEqual({
      viewer: null,
      pendingConfirmation: { email: 'new.practitioner@example.com', purpose: 'CONFIRM_EMAIL' },
      pendingPasswordReset: null,
    });
    expect((await browser().graphql<ViewerData>(viewerQuery)).data!.pendingConfirmation).toBeNull();
  });

  it('answers a taken address (any letter case) like a new one, and mails its owner instead of a code', async () => {
    const email = freshEmail('taken');
    // The owner registered in Arabic; the mail about the attempt is in the owner's language.
    await confirmedPractitioner(browser({ language: 'ar' }), email);
    const [before] = await testApp.db.select().from(accounts).where(eq(accounts.email, email));
    const visitor = browser();

    const reply = await registerIn(visitor, email.toUpperCase(), 'Another2024pass');

    expect(reply.errors).toBeUndefined();
    expect(reply.data!.register).toEqual({
      email,
      purpose: 'CONFIRM_EMAIL',
      resendAvailableInSeconds: 60,
      expiresInSeconds: 600,
    });
    expect(reply.cookies.find((cookie) => cookie.name === 'pending')).toMatchObject({ httpOnly: true });
    expect((await visitor.graphql<ViewerData>(viewerQuery)).data!.pendingConfirmation).toEqual({
      email,
      purpose: 'CONFIRM_EMAIL',
    });
    const told = mailsTo(email).at(-1)!;
    expect(told).toMatchObject({ template: 'account-attempt', locale: 'ar' });
    expect(told.text).not.toMatch(/^\d{6}$/m);
    // The account is untouched: same password, still signs in with it.
    const [after] = await testApp.db.select().from(accounts).where(eq(accounts.email, email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    // No code can be entered for it: every guess is wrong, then the decoy locks like a real code.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(fieldCodes(await visitor.graphql(confirmMutation, { code: '123456' }))).toEqual(['code:code_incorrect']);
    }
    expect(fieldCodes(await visitor.graphql(confirmMutation, { code: '123456' }))).toEqual(['code:code_locked']);
    expect((await visitor.graphql<ViewerData>(viewerQuery)).data!.viewer).toBeNull();
  });

  it('refuses short, long, trivial and breached passwords and a confirmation that does not match, naming the broken rule', async () => {
    const cases: [string, string][] = [
      ['Short1!', 'password:password_length'],
      ['x'.repeat(129), 'password:password_length'],
      ['password123', 'password:password_breached'],
      ['Iloveyou1', 'password:password_breached'],
      ['        ', 'password:password_pattern'],
      ['qqqqqqqq', 'password:password_pattern'],
      ['abcdefgh', 'password:password_pattern'],
      ['qwertyui', 'password:password_pattern'],
    ];
    for (const [password, expected] of cases) {
      const reply = await registerIn(browser(), freshEmail('weak'), password);
      expect(fieldCodes(reply)).toEqual([expected]);
    }
    const mismatch = await browser().graphql(registerMutation, {
      input: { email: freshEmail('mismatch'), password: strongPassword, passwordConfirmation: 'Sakina2024pasS' },
    });
    expect(fieldCodes(mismatch)).toEqual(['passwordConfirmation:password_mismatch']);
  });

  it('accepts any script, spaces and no character classes, up to 128 characters', async () => {
    for (const password of ['كلمة مرور عربية طويلة', 'all lower case words', '😀🌙'.repeat(64)]) {
      const email = freshEmail('unicode');
      const visitor = browser();
      expect((await registerIn(visitor, email, password)).errors).toBeUndefined();
      expect((await visitor.graphql(confirmMutation, { code: latestCode(email) })).errors).toBeUndefined();
      const signedIn = await browser().graphql<{ signIn: { status: string } }>(signInMutation, {
        input: { email, password },
      });
      expect(signedIn.data!.signIn.status).toBe('SIGNED_IN');
    }
  });

  it('signs in with a password typed with another spelling of the same characters (Unicode NFC)', async () => {
    const email = freshEmail('nfc');
    const visitor = browser();
    const decomposed = 'cafe\u0301 au lait, merci';
    await registerIn(visitor, email, decomposed);
    await visitor.graphql(confirmMutation, { code: latestCode(email) });

    const signedIn = await browser().graphql<{ signIn: { status: string } }>(signInMutation, {
      input: { email, password: 'caf\u00e9 au lait, merci' },
    });
    expect(signedIn.data?.signIn.status).toBe('SIGNED_IN');
  });

  it('treats the same registration sent twice as one account with a fresh code', async () => {
    const visitor = browser();
    const email = freshEmail('double');
    await registerIn(visitor, email);
    const again = await registerIn(visitor, email);

    expect(again.errors).toBeUndefined();
    expect(await testApp.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(2);
  });
});

describe('confirmation codes', () => {
  it('signs the visitor in with a session cookie once the right code is entered', async () => {
    const visitor = browser();
    const email = freshEmail();
    await registerIn(visitor, email);

    const reply = await visitor.graphql<{ confirmCode: { purpose: string; destination: string } }>(confirmMutation, {
      code: latestCode(email),
    });

    expect(reply.data!.confirmCode).toEqual({ purpose: 'CONFIRM_EMAIL', destination: 'APPLICATION' });
    const session = reply.cookies.find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Served from 127.0.0.1 over plain http: a Secure cookie would never come back.
    expect(session!.secure).not.toBe(true);
    expect(session!.maxAge).toBe(12 * 60 * 60);
    const state = await visitor.graphql<ViewerData>(viewerQuery);
    expect(state.data!.viewer).toMatchObject({ email, role: 'PRACTITIONER', emailConfirmed: true });
    expect(state.data!.pendingConfirmation).toBeNull();
    // The code works once.
    expect(errorCode(await visitor.graphql(confirmMutation, { code: latestCode(email) }))).toBe('APP_NO_PENDING_CODE');
  });

  it('accepts Arabic-Indic digits', async () => {
    const visitor = browser();
    const email = freshEmail();
    await registerIn(visitor, email);
    const arabicDigits = latestCode(email).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

    expect((await visitor.graphql(confirmMutation, { code: arabicDigits })).errors).toBeUndefined();
  });

  it('locks a code after 5 wrong tries: the 6th try fails even with the right code, until a new code is sent', async () => {
    const visitor = browser();
    const email = freshEmail('locked');
    await registerIn(visitor, email);
    const code = latestCode(email);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(fieldCodes(await visitor.graphql(confirmMutation, { code: wrongCodeFor(code) }))).toEqual([
        'code:code_incorrect',
      ]);
    }
    expect(fieldCodes(await visitor.graphql(confirmMutation, { code }))).toEqual(['code:code_locked']);
    expect((await visitor.graphql<ViewerData>(viewerQuery)).data!.viewer).toBeNull();

    // A new code may be sent 60 seconds after the last one.
    expect(errorCode(await visitor.graphql(resendMutation))).toBe('RATE_LIMITED');
    const [account] = await testApp.db.select().from(accounts).where(eq(accounts.email, email));
    await testApp.db
      .update(oneTimeCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.accountId, account!.id));
    const resent = await visitor.graphql<{ resendCode: { email: string; resendAvailableInSeconds: number } }>(
      resendMutation,
    );
    expect(resent.data!.resendCode).toEqual({ email, resendAvailableInSeconds: 60 });
    const newCode = latestCode(email);
    if (newCode !== code)
      expect(fieldCodes(await visitor.graphql(confirmMutation, { code }))).toEqual(['code:code_incorrect']);
    expect((await visitor.graphql(confirmMutation, { code: newCode })).errors).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const visitor = browser();
    const email = freshEmail('expired');
    await registerIn(visitor, email);
    const [account] = await testApp.db.select().from(accounts).where(eq(accounts.email, email));
    await testApp.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.accountId, account!.id));

    expect(fieldCodes(await visitor.graphql(confirmMutation, { code: latestCode(email) }))).toEqual([
      'code:code_expired',
    ]);
  });

  it('only accepts the code in the browser that asked for it', async () => {
    const email = freshEmail();
    await registerIn(browser(), email);

    expect(errorCode(await browser().graphql(confirmMutation, { code: latestCode(email) }))).toBe(
      'APP_NO_PENDING_CODE',
    );
  });
});

describe('sign-in', () => {
  it('says only that the pair is wrong, for a wrong password and for an unknown email', async () => {
    const email = await confirmedPractitioner(browser());
    for (const input of [
      { email, password: 'Wrong2024pass' },
      { email: freshEmail('nobody'), password: strongPassword },
    ]) {
      const reply = await browser().graphql(signInMutation, { input });
      expect(errorCode(reply)).toBe('APP_INVALID_CREDENTIALS');
      expect(reply.cookies).toEqual([]);
    }
  });

  it('signs in with any letter case of the address and rotates the session cookie', async () => {
    const visitor = browser();
    const email = await confirmedPractitioner(visitor);
    const before = visitor.jar.get('session')!;

    const reply = await visitor.graphql<{ signIn: { status: string; destination: string; token: string | null } }>(
      signInMutation,
      {
        input: { email: email.toUpperCase(), password: strongPassword },
      },
    );

    expect(reply.data!.signIn).toEqual({
      status: 'SIGNED_IN',
      destination: 'APPLICATION',
      token: null,
      pendingConfirmation: null,
    });
    const after = visitor.jar.get('session')!;
    expect(after).not.toBe(before);
    const oldBrowser = browser();
    oldBrowser.jar.set('session', before);
    expect((await oldBrowser.graphql<ViewerData>(viewerQuery)).data!.viewer).toBeNull();
    expect((await visitor.graphql<ViewerData>(viewerQuery)).data!.viewer).toMatchObject({ email });
  });

  it('mails an unconfirmed account a fresh code instead of signing it in', async () => {
    const email = freshEmail('unconfirmed');
    await registerIn(browser(), email);
    const visitor = browser();

    const reply = await visitor.graphql<{ signIn: { status: string; pendingConfirmation: { email: string } } }>(
      signInMutation,
      {
        input: { email, password: strongPassword },
      },
    );

    expect(reply.data!.signIn).toMatchObject({ status: 'CONFIRMATION_REQUIRED', pendingConfirmation: { email } });
    expect(visitor.jar.has('session')).toBe(false);
    expect(mailsTo(email)).toHaveLength(2);
    expect((await visitor.graphql(confirmMutation, { code: latestCode(email) })).errors).toBeUndefined();
    expect((await visitor.graphql<ViewerData>(viewerQuery)).data!.viewer).toMatchObject({ emailConfirmed: true });
  });

  it('refuses 200 attempts for one address after the limit, whatever IP they come from', async () => {
    const email = await confirmedPractitioner(browser());
    const outcomes: unknown[] = [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      outcomes.push(
        errorCode(await browser().graphql(signInMutation, { input: { email, password: `Wrong${attempt}Pass` } })),
      );
    }

    expect(outcomes.slice(0, 10).every((code) => code === 'APP_INVALID_CREDENTIALS')).toBe(true);
    expect(outcomes.slice(10).every((code) => code === 'RATE_LIMITED')).toBe(true);
    // The right password is refused too while the address is limited.
    expect(errorCode(await browser().graphql(signInMutation, { input: { email, password: strongPassword } }))).toBe(
      'RATE_LIMITED',
    );
  }, 60_000);

  it('counts only failed sign-ins: an owner who signs in often is never locked out', async () => {
    const ip = freshIp();
    const email = await confirmedPractitioner(browser());
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const reply = await browser({ ip }).graphql<{ signIn: { status: string } }>(signInMutation, {
        input: { email, password: strongPassword },
      });
      expect(reply.data?.signIn.status).toBe('SIGNED_IN');
    }
  });

  it('gives the apps a Bearer token instead of a cookie', async () => {
    const email = await confirmedPractitioner(browser());
    const app = browser();
    const reply = await app.graphql<{ signIn: { token: string } }>(signInMutation, {
      input: { email, password: strongPassword },
      bearer: true,
    });

    expect(reply.cookies).toEqual([]);
    const viewer = await testApp.graphql<ViewerData>(viewerQuery, undefined, {
      'x-graphql-csrf': '1',
      authorization: `Bearer ${reply.data!.signIn.token}`,
    });
    expect(viewer.data!.viewer).toMatchObject({ email });
  });

  it('signs out: the session stops working and its cookie is cleared', async () => {
    const visitor = browser();
    await confirmedPractitioner(visitor);
    const token = visitor.jar.get('session')!;

    const reply = await visitor.graphql(/* GraphQL */ 'mutation { signOut }');

    expect(reply.data).toEqual({ signOut: true });
    expect(reply.cookies.find((cookie) => cookie.name === 'session')).toMatchObject({ value: '' });
    const replay = browser();
    replay.jar.set('session', token);
    expect((await replay.graphql<ViewerData>(viewerQuery)).data!.viewer).toBeNull();
  });

  it('knows the signed-in helper account used by other modules', async () => {
    const headers = await signedInHeaders(testApp.db);
    const reply = await testApp.graphql<ViewerData>(viewerQuery, undefined, { 'x-graphql-csrf': '1', ...headers });
    expect(reply.data!.viewer).toMatchObject({ role: 'PRACTITIONER', emailConfirmed: true });
  });
});

describe('sessions', () => {
  async function sessionOf(headers: { cookie: string }) {
    const token = headers.cookie.split('=')[1]!;
    const [row] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    return row!;
  }
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const viewerWith = async (headers: { cookie: string }) =>
    (await testApp.graphql<ViewerData>(viewerQuery, undefined, { 'x-graphql-csrf': '1', ...headers })).data!.viewer;

  it('keeps a practitioner signed in while used, sliding the idle hour on, and ends it after an idle hour', async () => {
    const headers = await signedInHeaders(testApp.db);
    const session = await sessionOf(headers);
    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: ago(59) })
      .where(eq(sessions.id, session.id));

    expect(await viewerWith(headers)).toMatchObject({ role: 'PRACTITIONER' });
    expect((await sessionOf(headers)).lastSeenAt.getTime()).toBeGreaterThan(ago(1).getTime());

    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: ago(61) })
      .where(eq(sessions.id, session.id));
    expect(await viewerWith(headers)).toBeNull();
  });

  it('signs nobody in with a legacy reviewer account’s session, as a cookie or a Bearer token, however fresh', async () => {
    const { token } = await signIn(testApp.db, { role: 'reviewer' });
    expect(await viewerWith({ cookie: `${sessionCookieName}=${token}` })).toBeNull();
    const bearer = await testApp.graphql<ViewerData>(viewerQuery, undefined, {
      'x-graphql-csrf': '1',
      authorization: `Bearer ${token}`,
    });
    expect(bearer.data!.viewer).toBeNull();
  });

  it('ends the legacy reviewers’ sessions in the migration that retired them, and no practitioner’s', async () => {
    const reviewer = await signIn(testApp.db, { role: 'reviewer' });
    const practitioner = await signIn(testApp.db);
    const migration = fs.readFileSync(
      path.join(__dirname, '../../../drizzle/0027_legacy_reviewers_signed_out.sql'),
      'utf8',
    );
    await testApp.db.execute(sql.raw(migration));
    const revoked = await testApp.db
      .select({ accountId: sessions.accountId, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(inArray(sessions.accountId, [reviewer.accountId, practitioner.accountId]));
    expect(revoked.find((session) => session.accountId === reviewer.accountId)?.revokedAt).toBeInstanceOf(Date);
    expect(revoked.find((session) => session.accountId === practitioner.accountId)?.revokedAt).toBeNull();
  });

  it('ends a practitioner session 12 hours after sign-in however busy', async () => {
    const busy = await signedInHeaders(testApp.db);
    const busySession = await sessionOf(busy);
    expect(busySession.expiresAt.getTime() - busySession.createdAt.getTime()).toBeLessThanOrEqual(12 * 3600_000 + 1000);
    await testApp.db
      .update(sessions)
      .set({ createdAt: ago(12 * 60 - 1), lastSeenAt: ago(1) })
      .where(eq(sessions.id, busySession.id));
    expect(await viewerWith(busy)).toMatchObject({ role: 'PRACTITIONER' });
    // A session begun under the former 30-day limit ends too.
    await testApp.db
      .update(sessions)
      .set({ createdAt: ago(12 * 60 + 1), lastSeenAt: ago(1), expiresAt: new Date(Date.now() + 29 * 24 * 3600_000) })
      .where(eq(sessions.id, busySession.id));
    expect(await viewerWith(busy)).toBeNull();
  });

  it('gives practitioners a cookie for the 12-hour limit', async () => {
    const email = await confirmedPractitioner(browser());
    const practitioner = await browser().graphql(signInMutation, { input: { email, password: strongPassword } });
    expect(practitioner.cookies.find((cookie) => cookie.name === 'session')!.maxAge).toBe(12 * 3600);
  });

  it('refuses a legacy reviewer account’s right password exactly as a wrong one, and sets no cookie', async () => {
    const reviewerEmail = freshEmail('reviewer');
    await createAccount(testApp, {
      email: reviewerEmail,
      password: strongPassword,
      locale: 'en',
      role: 'reviewer',
      confirmed: true,
    });
    const right = await browser().graphql(signInMutation, {
      input: { email: reviewerEmail, password: strongPassword },
    });
    const wrong = await browser().graphql(signInMutation, {
      input: { email: reviewerEmail, password: `${strongPassword}x` },
    });
    expect(right.errors).toEqual(wrong.errors);
    expect(right.errors?.[0]?.extensions?.code).toBe('APP_INVALID_CREDENTIALS');
    expect(right.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined();
  });
});

describe('password reset', () => {
  it('answers an unknown address like a known one, and mails the address that it has no account', async () => {
    const email = freshEmail('unknown');
    const visitor = browser();
    const reply = await visitor.graphql<{ requestPasswordReset: { email: string; purpose: string } }>(resetMutation, {
      email,
    });

    expect(reply.errors).toBeUndefined();
    expect(reply.data!.requestPasswordReset).toEqual({ email, purpose: 'RESET_PASSWORD' });
    expect((await visitor.graphql<ViewerData>(viewerQuery)).data!.pendingConfirmation).toEqual({
      email,
      purpose: 'RESET_PASSWORD',
    });
    expect(mailsTo(email)).toEqual([expect.objectContaining({ template: 'account-attempt', locale: 'en' })]);
    expect(await testApp.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
    expect(fieldCodes(await visitor.graphql(confirmMutation, { code: '000000' }))).toEqual(['code:code_incorrect']);
  });

  it('sets a new password after the code, signs out every other session, and the new password signs in', async () => {
    const phone = browser();
    const email = await confirmedPractitioner(phone);
    const oldSession = phone.jar.get('session')!;
    const [account] = await testApp.db.select().from(accounts).where(eq(accounts.email, email));

    const visitor = browser({ language: 'ar' });
    const requested = await visitor.graphql<{ requestPasswordReset: { email: string; purpose: string } }>(
      resetMutation,
      {
        email: email.toUpperCase(),
      },
    );
    expect(requested.data!.requestPasswordReset).toEqual({ email, purpose: 'RESET_PASSWORD' });
    expect(mailsTo(email).at(-1)).toMatchObject({ template: 'account-code', locale: 'ar' });
    expect(mailsTo(email).at(-1)!.subject).toContain('استعادة كلمة المرور');

    // No new password before the code.
    expect(errorCode(await visitor.graphql(newPasswordMutation, { password: 'Renewed2024pass' }))).toBe(
      'APP_NO_PENDING_CODE',
    );
    const confirmed = await visitor.graphql<{ confirmCode: { purpose: string; destination: null } }>(confirmMutation, {
      code: latestCode(email),
    });
    expect(confirmed.data!.confirmCode).toEqual({ purpose: 'RESET_PASSWORD', destination: null });
    expect((await visitor.graphql<ViewerData>(viewerQuery)).data).toEqual({
      viewer: null,
      pendingConfirmation: null,
      pendingPasswordReset: { email },
    });

    expect(fieldCodes(await visitor.graphql(newPasswordMutation, { password: 'weak' }))).toEqual([
      'password:password_length',
    ]);
    expect(fieldCodes(await visitor.graphql(newPasswordMutation, { password: 'sunshine' }))).toEqual([
      'password:password_breached',
    ]);
    const changed = await visitor.graphql(newPasswordMutation, { password: 'Renewed2024pass' });
    expect(changed.data).toEqual({ setNewPassword: true });
    // The owner is told, in the account's language (English), though the reset was made on an Arabic page.
    expect(account!.locale).toBe('en');
    expect(mailsTo(email).at(-1)).toMatchObject({ template: 'password-changed', locale: 'en' });
    expect(mailsTo(email).at(-1)!.subject).toBe('Your Sakina password was changed');
    expect(mailsTo(email).at(-1)!.text).toContain('/auth/forget-password');
    expect(mailsTo(email).at(-1)!.text).not.toContain('Renewed2024pass');

    expect((await phone.graphql<ViewerData>(viewerQuery)).data!.viewer).toBeNull();
    const live = await testApp.db.select().from(sessions).where(eq(sessions.accountId, account!.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect(oldSession).toBeTruthy();
    expect(errorCode(await visitor.graphql(newPasswordMutation, { password: 'Another2024pass' }))).toBe(
      'APP_NO_PENDING_CODE',
    );
    expect(errorCode(await browser().graphql(signInMutation, { input: { email, password: strongPassword } }))).toBe(
      'APP_INVALID_CREDENTIALS',
    );
    const signedIn = await browser().graphql<{ signIn: { status: string } }>(signInMutation, {
      input: { email, password: 'Renewed2024pass' },
    });
    expect(signedIn.data!.signIn.status).toBe('SIGNED_IN');
  });
});

describe('cookie flags outside localhost', () => {
  it('adds Secure when the site is served from a real host name', async () => {
    const publicApp = await createTestApp({ environment: { PUBLIC_URL: 'https://sakina.example' } });
    try {
      const response = await publicApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        payload: JSON.stringify({
          query: registerMutation,
          variables: {
            input: { email: 'secure@example.com', password: strongPassword, passwordConfirmation: strongPassword },
          },
        }),
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^pending=[\w-]+; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await publicApp.close();
    }
  });

  it('names the session cookie __Host-session there, and reads no plain session cookie', async () => {
    const publicApp = await createTestApp({ environment: { PUBLIC_URL: 'https://sakina.example' } });
    try {
      const email = 'host-cookie@example.com';
      await createAccount(publicApp, { email, password: strongPassword, locale: 'en', confirmed: true });
      const response = await publicApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: signInMutation, variables: { input: { email, password: strongPassword } } }),
      });
      const session = response.cookies.find((cookie) => cookie.name === '__Host-session');
      expect(session).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
      expect(session).not.toHaveProperty('domain');
      expect(response.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined();

      const viewerOf = async (cookie: string) =>
        (await publicApp.graphql<{ viewer: { email: string } | null }>('{ viewer { email } }', undefined, { cookie }))
          .data!.viewer;
      expect(await viewerOf(`__Host-session=${session!.value}`)).toEqual({ email });
      // A cookie a sibling subdomain could have set is not a session here.
      expect(await viewerOf(`session=${session!.value}`)).toBeNull();
    } finally {
      await publicApp.close();
    }
  });
});
