import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OutboxSummary } from '../mail/mailer';
import { accounts, oneTimeCodes } from '../modules/accounts/accounts.table';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createTestApp, type TestApp } from '../testing/test-app';

// Attacks on accounts, as an attacker would send them to the running app (issue 13).

/**
 * No rate limits, so only the code lock stands; and the worst scheduling for the server: every guess of a burst
 * waits, after reading the code, until all of them have read it, before any is judged.
 */
function racingLimiter() {
  let burst = 0;
  let waiting: (() => void)[] = [];
  const limiter: RateLimiter = {
    async consume(rule) {
      if (rule !== 'account-code-guess-daily' || burst === 0) return;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length < burst) return;
        for (const release of waiting) release();
        waiting = [];
      });
    },
    check: async () => undefined,
    refund: async () => undefined,
  };
  return {
    limiter,
    /** Runs `guesses` at once, each judged only once all have read the code. */
    async burst<T>(guesses: (() => Promise<T>)[]): Promise<T[]> {
      burst = guesses.length;
      try {
        return await Promise.all(guesses.map((guess) => guess()));
      } finally {
        burst = 0;
      }
    },
  };
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] };
  cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string }[];
}

let nextIp = 0;

/** A browser: its own cookies and client address. */
function browser(testApp: TestApp, { ip = `203.0.113.${(nextIp += 1) % 250}`, language = 'en' } = {}) {
  const jar = new Map<string, string>();
  return async function graphql(query: string, variables?: Record<string, unknown>): Promise<Answer> {
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
    const cookies = response.cookies as Answer['cookies'];
    for (const { name, value, maxAge } of cookies) {
      if (value === '' || maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    }
    return { status: response.statusCode, body: response.json() as Answer['body'], cookies };
  };
}

type Graphql = ReturnType<typeof browser>;

const register = `mutation Register($input: RegisterInput!) {
  register(input: $input) { email purpose resendAvailableInSeconds expiresInSeconds }
}`;
const confirm = `mutation Confirm($code: String!) { confirmCode(input: { code: $code }) { purpose destination } }`;
const reset = `mutation Reset($email: String!) {
  requestPasswordReset(input: { email: $email }) { email purpose resendAvailableInSeconds expiresInSeconds }
}`;
const pendingQuery = `{ viewer { id } pendingConfirmation { email purpose resendAvailableInSeconds expiresInSeconds } }`;

const password = 'Sakina2024pass';

function mailsTo(testApp: TestApp, email: string): OutboxSummary[] {
  if (!fs.existsSync(testApp.outboxDir)) return [];
  return fs
    .readdirSync(testApp.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(testApp.outboxDir, file), 'utf8')) as OutboxSummary)
    .filter((mail) => mail.to === email);
}

function latestCode(testApp: TestApp, email: string): string {
  const code = mailsTo(testApp, email)
    .at(-1)
    ?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count }, (_, index) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'));

const fieldCode = (answer: Answer) =>
  (answer.body.errors?.[0]?.extensions?.fields as { code: string }[] | undefined)?.[0]?.code ??
  answer.body.errors?.[0]?.extensions?.code ??
  'accepted';

/** What a visitor can see of an answer, with the address typed replaced, so two answers can be compared. */
function visible(answer: Answer, email: string) {
  return {
    status: answer.status,
    body: JSON.parse(JSON.stringify(answer.body).replaceAll(email, '<email>')) as unknown,
    cookies: answer.cookies.map(({ name, maxAge, httpOnly, sameSite, path: cookiePath }) => ({
      name,
      maxAge,
      httpOnly,
      sameSite,
      path: cookiePath,
    })),
  };
}

describe('parallel guesses at a code (rate limits off, so only the code lock stands)', () => {
  let testApp: TestApp;
  const racing = racingLimiter();

  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { TRUSTED_PROXY_COUNT: '1' },
      dependencies: { rateLimiter: racing.limiter },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function registered(prefix: string): Promise<{ graphql: Graphql; email: string; code: string }> {
    const graphql = browser(testApp);
    const email = `${prefix}-${Date.now()}-${(nextIp += 1)}@example.com`;
    const answer = await graphql(register, { input: { email, password, passwordConfirmation: password } });
    expect(answer.body.errors).toBeUndefined();
    return { graphql, email, code: latestCode(testApp, email) };
  }

  it('refuses the right code after 20 wrong guesses sent at once', async () => {
    const { graphql, email, code } = await registered('race');

    const answers = await racing.burst(wrongCodes(code, 20).map((guess) => () => graphql(confirm, { code: guess })));
    const outcomes = answers.map(fieldCode);
    expect(outcomes.filter((outcome) => outcome === 'code_incorrect')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'code_locked')).toHaveLength(15);

    expect(fieldCode(await graphql(confirm, { code }))).toBe('code_locked');
    const [account] = await testApp.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account!.emailConfirmedAt).toBeNull();
    expect((await graphql(pendingQuery)).body.data!.viewer).toBeNull();
    const [row] = await testApp.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.accountId, account!.id));
    expect(row!.attempts).toBe(5);
  });

  it('lets no more than five guesses be judged when the right code races 20 wrong ones', async () => {
    // The right code goes last, among the last, in the middle and first: each was read before any guess was
    // counted, so it must be refused once five wrong ones were.
    for (const position of [20, 19, 15, 10, 0]) {
      const { graphql, code } = await registered('mixed');
      const guesses = wrongCodes(code, 20);
      guesses.splice(position, 0, code);

      const outcomes = (await racing.burst(guesses.map((guess) => () => graphql(confirm, { code: guess })))).map(
        fieldCode,
      );
      const judged = outcomes.filter((outcome) => outcome === 'code_incorrect' || outcome === 'accepted');
      expect(judged.length).toBeLessThanOrEqual(5);
      expect(outcomes.filter((outcome) => outcome === 'accepted').length).toBeLessThanOrEqual(1);
      expect(
        outcomes.every((outcome) =>
          ['code_incorrect', 'code_locked', 'accepted', 'APP_NO_PENDING_CODE'].includes(outcome as string),
        ),
      ).toBe(true);
    }
  });

  it('holds the same lock on a password reset code', async () => {
    const { email } = await registered('reset-race');
    const graphql = browser(testApp);
    expect((await graphql(reset, { email })).body.errors).toBeUndefined();
    const code = latestCode(testApp, email);

    await racing.burst(wrongCodes(code, 20).map((guess) => () => graphql(confirm, { code: guess })));

    expect(fieldCode(await graphql(confirm, { code }))).toBe('code_locked');
    expect((await graphql('{ pendingPasswordReset { email } }')).body.data).toEqual({ pendingPasswordReset: null });
  });
});

describe('the daily cap on codes per address', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('allows 20 guesses a day for one address, whatever new codes are sent and from wherever', async () => {
    const email = `capped-${Date.now()}@example.com`;
    const graphql = browser(testApp);
    await graphql(register, { input: { email, password, passwordConfirmation: password } });
    const [account] = await testApp.db.select().from(accounts).where(eq(accounts.email, email));
    const outcomes: unknown[] = [];
    for (let code = 0; code < 5; code += 1) {
      const attacker = browser(testApp);
      // Each round signs in as the unconfirmed owner would, which mails a new code with five tries of its own.
      await testApp.db
        .update(oneTimeCodes)
        .set({ sentAt: new Date(Date.now() - 120_000) })
        .where(eq(oneTimeCodes.accountId, account!.id));
      await attacker(`mutation($input: SignInInput!) { signIn(input: $input) { status } }`, {
        input: { email, password },
      });
      for (const guess of wrongCodes(latestCode(testApp, email), 5)) {
        outcomes.push(fieldCode(await attacker(confirm, { code: guess })));
      }
    }
    expect(outcomes.slice(0, 20).every((outcome) => outcome === 'code_incorrect')).toBe(true);
    expect(outcomes.slice(20)).toEqual(Array(5).fill('RATE_LIMITED'));
  });
});

describe('who has an account: the answers are the same', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function confirmedAccount(email: string) {
    const graphql = browser(testApp);
    await graphql(register, { input: { email, password, passwordConfirmation: password } });
    expect(fieldCode(await graphql(confirm, { code: latestCode(testApp, email) }))).toBe('accepted');
  }

  it('answers a registration of a taken address exactly like one of a new address', async () => {
    const taken = `owner-${Date.now()}@example.com`;
    const unconfirmed = `unconfirmed-${Date.now()}@example.com`;
    const fresh = `fresh-${Date.now()}@example.com`;
    await confirmedAccount(taken);
    await browser(testApp)(register, { input: { email: unconfirmed, password, passwordConfirmation: password } });

    const answers = [];
    for (const email of [fresh, taken, unconfirmed]) {
      const graphql = browser(testApp);
      const answer = await graphql(register, {
        input: { email, password: 'Different2024pass', passwordConfirmation: 'Different2024pass' },
      });
      const pending = await graphql(pendingQuery);
      answers.push({ answer: visible(answer, email), pending: visible(pending, email) });
    }

    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // The owners were told instead, and no account changed hands.
    expect(mailsTo(testApp, taken).at(-1)).toMatchObject({ template: 'account-attempt' });
    expect(mailsTo(testApp, unconfirmed).at(-1)).toMatchObject({ template: 'account-attempt' });
    expect(mailsTo(testApp, fresh).at(-1)).toMatchObject({ template: 'account-code' });
  });

  it('answers a reset of an unknown address exactly like one of a known address', async () => {
    const known = `known-${Date.now()}@example.com`;
    const unknown = `unknown-${Date.now()}@example.com`;
    await confirmedAccount(known);

    const answers = [];
    for (const email of [known, unknown]) {
      const graphql = browser(testApp);
      const answer = await graphql(reset, { email });
      const pending = await graphql(pendingQuery);
      const guess = await graphql(confirm, { code: '000000' });
      answers.push({ answer: visible(answer, email), pending: visible(pending, email), guess: fieldCode(guess) });
    }

    expect(answers[1]).toEqual(answers[0]);
    expect(mailsTo(testApp, unknown)).toEqual([expect.objectContaining({ template: 'account-attempt' })]);
  });

  it('refuses sign-in with the same words for a wrong password and an unknown address', async () => {
    const known = `signin-${Date.now()}@example.com`;
    await confirmedAccount(known);
    const signIn = `mutation($input: SignInInput!) { signIn(input: $input) { status } }`;

    const wrong = await browser(testApp)(signIn, { input: { email: known, password: 'Wrong2024pass' } });
    const unknown = await browser(testApp)(signIn, {
      input: { email: `nobody-${Date.now()}@example.com`, password: 'Wrong2024pass' },
    });

    expect(visible(unknown, 'not-in-the-answer')).toEqual(visible(wrong, 'not-in-the-answer'));
  });
});

describe('sign-in guessing from IPv6', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('counts every address of one /64 as one client: a new address in it gets no new tries', async () => {
    const signIn = `mutation($input: SignInInput!) { signIn(input: $input) { status } }`;
    const outcomes: unknown[] = [];
    for (let attempt = 0; attempt < 101; attempt += 1) {
      // A new address and a new account name each time, as a client that rotates both would.
      const ip = `2001:db8:5:6:${(attempt + 1).toString(16)}::1`;
      const answer = await browser(testApp, { ip })(signIn, {
        input: { email: `guess-${attempt}@example.com`, password: 'Wrong2024pass' },
      });
      outcomes.push(fieldCode(answer));
    }

    expect(outcomes.slice(0, 100).every((outcome) => outcome === 'APP_INVALID_CREDENTIALS')).toBe(true);
    expect(outcomes[100]).toBe('RATE_LIMITED');
    const elsewhere = await browser(testApp, { ip: '2001:db8:5:7::1' })(signIn, {
      input: { email: 'guess-elsewhere@example.com', password: 'Wrong2024pass' },
    });
    expect(fieldCode(elsewhere)).toBe('APP_INVALID_CREDENTIALS');
  });
});

describe('return paths the server writes', () => {
  let testApp: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    fs.mkdirSync(path.join(siteDir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), '<!doctype html><title>Sakina</title>');
    fs.writeFileSync(path.join(siteDir, 'remotes.json'), '{}');
    testApp = await createTestApp({ siteDir });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it.each([
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2f%2fevil.example',
    '/%5cevil.example',
    '/en//evil.example',
    '/newsletter/unsubscribe?token=//evil.example',
  ])('never sends a visitor to another site from %j', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const location = response.headers.location;
    if (location !== undefined) {
      const target = new URL(String(location), 'http://127.0.0.1:8080/');
      expect(target.origin).toBe('http://127.0.0.1:8080');
      expect(String(location)).not.toMatch(/^[\\/]{2}|^\/\\/);
    }
  });
});
