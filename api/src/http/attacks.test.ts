import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { withSaudiIdCheckDigit } from '@sakina/shared/validation';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import {
  myApplicationQuery,
  pdfBytes,
  personalAnswers,
  savePersonalMutation,
  signedInAccount,
  upload,
  type TestAccount,
} from '../modules/applications/applications.testing';
import { staffApiTokens } from '../modules/staff/staff.table';
import { signedInStaff, staffApiToken } from '../modules/staff/staff.testing';
import { fixtureContent } from '../testing/fixtures/seed-content';
import { readTarGz } from '../testing/read-tar-gz';
import { createTestApp, type TestApp } from '../testing/test-app';

// What an attacker sends from this machine's loopback (issue 13), against the whole server on a test database.

const nestedFive =
  '{articles(kind:BLOG,pageSize:50){items{related(limit:10){related(limit:10){related(limit:10){related(limit:10){related(limit:10){id}}}}}}}}';
const nestedFour =
  '{articles(kind:BLOG,pageSize:50){items{related(limit:10){related(limit:10){related(limit:10){related(limit:10){id}}}}}}}';

const codeOf = (reply: { errors?: { extensions?: Record<string, unknown> }[] }) => reply.errors?.[0]?.extensions;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
});

afterAll(async () => {
  await testApp.close();
});

describe('abusive queries', () => {
  it('refuses the nested related query, and the one a level less, before running anything', async () => {
    for (const query of [nestedFive, nestedFour]) {
      const reply = await testApp.graphql(query);
      expect(reply.data).toBeUndefined();
      expect(codeOf(reply)).toEqual({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'nesting' });
      expect(reply.errors![0]!.message).toBe('Article.related cannot be selected inside itself.');
    }
  });

  it('refuses the FAQ loop', async () => {
    const reply = await testApp.graphql('{ faqCategories { questions { category { questions { id } } } } }');
    expect(codeOf(reply)).toEqual({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'nesting' });
  });

  it('refuses aliases that multiply a query: too many of them, or fewer that cost too much', async () => {
    const many = Array.from({ length: 50 }, (_, index) => `a${index}: articles(kind: BLOG) { total }`).join(' ');
    expect(codeOf(await testApp.graphql(`{ ${many} }`))).toEqual({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'aliases' });

    const fields = 'id title { ar en } summary { ar en } content { ar en } tags { id name { ar en } }';
    const costly = Array.from(
      { length: 9 },
      (_, index) =>
        `a${index}: articles(kind: BLOG, pageSize: 50) { items { ${fields} related(limit: 10) { ${fields} } } }`,
    ).join(' ');
    const reply = await testApp.graphql(`{ ${costly} }`);
    expect(reply.errors!.map((error) => error.extensions)).toEqual([{ code: 'QUERY_LIMIT_EXCEEDED', limit: 'cost' }]);
  });

  it('refuses a document of too many tokens while parsing it', async () => {
    const reply = await testApp.graphql(`{ ${'__typename '.repeat(5_000)} }`);
    expect(codeOf(reply)).toEqual({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'tokens' });
  });

  it('still answers the site’s own article page query, related articles included', async () => {
    const reply = await testApp.graphql<{ article: { related: { id: string }[] } }>(
      '{ article(kind: BLOG, id: "sleep-and-mood") { id related(limit: 3) { id title { ar en } } } }',
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.article).toEqual(expect.objectContaining({ related: expect.any(Array) }));
  });

  it('limits GraphQL requests per client, and says when to come back', async () => {
    const limited = await createTestApp({ environment: { GRAPHQL_RATE_LIMIT: '3' } });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await limited.graphql('{ __typename }')).status).toBe(200);
      }
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().errors[0].extensions).toEqual({
        code: 'RATE_LIMITED',
        retryAfterSeconds: Number(refused.headers['retry-after']),
      });
      // Another client is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('staff API tokens', () => {
  const queue = 'query { staffReviewQueue { total } }';
  const viewer = 'query { viewer { id } }';
  const ask = (query: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
      payload: JSON.stringify({ query }),
    });

  it('signs nobody in with what a copy of the database holds: the hash sent as the token', async () => {
    const reviewer = await signedInStaff(testApp, 'reviewer');
    const token = await staffApiToken(testApp, reviewer, ['REVIEW_READ']);
    const [row] = await testApp.db.select().from(staffApiTokens).where(eq(staffApiTokens.id, token.id));
    for (const copied of [row.tokenHash, `sakina_staff_${row.tokenHash}`]) {
      const reply = await ask(queue, { authorization: `Bearer ${copied}` });
      expect(codeOf(reply.json())?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps staff and practitioner credentials apart: neither Bearer opens the other’s API', async () => {
    const reviewer = await signedInStaff(testApp, 'reviewer');
    const token = await staffApiToken(testApp, reviewer, ['REVIEW_READ', 'REVIEW_DECIDE']);
    const asPractitioner = await ask(viewer, { authorization: `Bearer ${token.secret}` });
    expect(asPractitioner.json().data.viewer).toBeNull();
    const practitioner = await signedInAccount(testApp);
    const asStaff = await ask(queue, { authorization: `Bearer ${practitioner.token}` });
    expect(codeOf(asStaff.json())?.code).toBe('UNAUTHENTICATED');
    // Only the Authorization header carries a token: not a cookie, not the address.
    const inCookie = await ask(queue, { cookie: `staff-session=${token.secret}` });
    expect(codeOf(inCookie.json())?.code).toBe('UNAUTHENTICATED');
    const inQuery = await testApp.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(queue)}&token=${token.secret}&access_token=${token.secret}`,
      headers: { 'x-graphql-csrf': '1' },
    });
    expect(codeOf(inQuery.json())?.code).toBe('UNAUTHENTICATED');
  });

  it('limits wrong tokens per client before comparing: past ten, even the right token is refused', async () => {
    const reviewer = await signedInStaff(testApp, 'reviewer');
    const right = await staffApiToken(testApp, reviewer, ['REVIEW_READ']);
    const guesser = '198.51.100.23';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await ask(queue, { authorization: `Bearer sakina_staff_guess-${attempt}` }, guesser);
      expect(codeOf(wrong.json())?.code).toBe('UNAUTHENTICATED');
    }
    const limited = await ask(queue, { authorization: `Bearer ${right.secret}` }, guesser);
    expect(codeOf(limited.json())).toMatchObject({ code: 'RATE_LIMITED' });
    const file = await testApp.app.inject({
      method: 'GET',
      url: '/files/staff/application-documents/00000000-0000-4000-8000-000000000000',
      remoteAddress: guesser,
      headers: { authorization: `Bearer ${right.secret}` },
    });
    expect(file.statusCode).toBe(429);
    expect(Number(file.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('caching of personal answers', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  // The media type that answers a request GraphQL refuses with 400 instead of 200.
  const strictAnswer = { accept: 'application/graphql-response+json' };

  it('sends no-store with every /graphql answer: data, errors, refusals and bodies the parser refused', async () => {
    const applicant = await signedInAccount(testApp);
    const answers = {
      data: await post(JSON.stringify({ query: '{ viewer { email } }' }), { cookie: applicant.headers.cookie! }),
      graphqlError: await post(JSON.stringify({ query: '{ article(kind: BLOG, id: 1) { id } }' })),
      validation: await post(JSON.stringify({ query: '{ nothingHere }' }), strictAnswer),
      noQuery: await post(JSON.stringify({ variables: {} }), strictAnswer),
      brokenJson: await post('{"query": '),
      prototypeKey: await post('{"query": "{ __typename }", "__proto__": { "x": 1 }}'),
      tooLarge: await post(JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(110 * 1024) } })),
      wrongType: await testApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'text/plain', 'x-graphql-csrf': '1' },
        payload: '{ __typename }',
      }),
      getWithoutCsrf: await testApp.app.inject({ url: '/graphql?query=%7B__typename%7D' }),
      get: await testApp.app.inject({ url: '/graphql?query=%7B__typename%7D', headers: { 'x-graphql-csrf': '1' } }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]));
    expect(statuses).toEqual({
      data: 200,
      graphqlError: 200,
      validation: 400,
      noQuery: 400,
      brokenJson: 400,
      prototypeKey: 400,
      tooLarge: 413,
      wrongType: 415,
      getWithoutCsrf: 403,
      get: 200,
    });
    expect(answers.data.json().data.viewer.email).toBe(applicant.email);
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, cacheControl: answer.headers['cache-control'] }).toEqual({ name, cacheControl: 'no-store' });
    }
  });
});

describe('schema discovery', () => {
  const probes = {
    schema: '{ __schema { types { name } } }',
    type: '{ __type(name: "Viewer") { fields { name } } }',
    field: '{ viewr { email } }',
    argument: '{ articles(kind: BLOG, pagSize: 5) { total } }',
    enumValue: '{ articles(kind: BLGO) { total } }',
  };
  const enumVariable = 'query ($kind: ArticleKind!) { articles(kind: $kind) { total } }';

  it('in production, answers no introspection and suggests no field, argument or value', async () => {
    const production = await createTestApp({ environment: { NODE_ENV: 'production' } });
    try {
      for (const query of [probes.schema, probes.type]) {
        const reply = await production.graphql(query);
        expect(reply.data ?? null).toBeNull();
        expect(reply.errors![0]!.message).toMatch(/introspection/i);
      }
      const replies = [
        ...(await Promise.all(
          [probes.field, probes.argument, probes.enumValue].map((query) => production.graphql(query)),
        )),
        await production.graphql(enumVariable, { kind: 'BLGO' }),
      ];
      for (const reply of replies) {
        expect(reply.errors!.length).toBeGreaterThan(0);
        expect(JSON.stringify(reply.errors)).not.toMatch(/Did you mean|viewer|pageSize|"BLOG"/);
      }
      // The site's own queries are untouched.
      expect((await production.graphql('{ articles(kind: BLOG) { total } }')).errors).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('keeps introspection and suggestions for tests and development', async () => {
    expect((await testApp.graphql(probes.schema)).errors).toBeUndefined();
    expect((await testApp.graphql(probes.field)).errors![0]!.message).toContain('Did you mean "viewer"?');
  });
});

describe('foreign origins', () => {
  let applicant: TestAccount;

  beforeAll(async () => {
    applicant = await signedInAccount(testApp);
  });

  it('gives a foreign origin no CORS permission: the preflight and a credentialed read', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const read = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: applicant.headers.cookie },
      payload: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    // The browser keeps a response without these headers from the page that asked.
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a mutation sent from another site, by Origin or by Sec-Fetch-Site, and changes nothing', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const reply = await testApp.graphql(
        savePersonalMutation,
        { input: personalAnswers() },
        {
          ...applicant.headers,
          ...headers,
        },
      );
      expect(codeOf(reply)).toEqual({ code: 'FORBIDDEN_ORIGIN' });
    }
    const application = await testApp.graphql<{ myApplication: { personal: unknown } | null }>(
      myApplicationQuery,
      {},
      applicant.headers,
    );
    expect(application.data!.myApplication?.personal ?? null).toBeNull();

    // The site's own page may.
    const own = await testApp.graphql(
      savePersonalMutation,
      { input: personalAnswers() },
      {
        ...applicant.headers,
        origin: new URL(testApp.config.publicUrl).origin,
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(own.errors).toBeUndefined();
  });

  it('answers an origin of CORS_ORIGINS, and only that one, with credentials', async () => {
    const allowed = await createTestApp({ environment: { CORS_ORIGINS: 'https://app.sakina.example' } });
    try {
      const preflight = (origin: string) =>
        allowed.app.inject({
          method: 'OPTIONS',
          url: '/graphql',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const friend = await preflight('https://app.sakina.example');
      expect(friend.headers['access-control-allow-origin']).toBe('https://app.sakina.example');
      expect(friend.headers['access-control-allow-credentials']).toBe('true');
      const evil = await preflight('https://evil.example');
      // Whatever else it says, a browser only lets a page read what names the page's own origin.
      expect(evil.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    } finally {
      await allowed.close();
    }
  });
});

describe("a copy of one's data", () => {
  let mine: TestAccount;
  let theirs: TestAccount;
  const ownOrigin = () => new URL(testApp.config.publicUrl).origin;
  const exportAs = (headers: Record<string, string>, url = '/account/data-export') =>
    testApp.app.inject({ method: 'POST', url, headers });
  const exportedEmail = (payload: Buffer) =>
    JSON.parse(readTarGz(payload).get('my-data.json')!.toString('utf8')).account.email;

  beforeAll(async () => {
    mine = await signedInAccount(testApp);
    theirs = await signedInAccount(testApp);
  });

  it('is refused to anyone not signed in', async () => {
    const reply = await exportAs({ origin: ownOrigin() });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['content-type']).not.toBe('application/gzip');
    // A form whose session ended goes back to sign in, then to the status page.
    const form = await exportAs({
      origin: ownOrigin(),
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/auth/login?returnTo=%2Fauth%2Fstatus');
  });

  it("only ever holds the asker's own data, whatever names another account", async () => {
    for (const url of [
      `/account/data-export?accountId=${theirs.accountId}`,
      `/account/data-export?email=${theirs.email}`,
    ]) {
      const reply = await exportAs({ cookie: mine.headers.cookie!, origin: ownOrigin() }, url);
      expect(reply.statusCode).toBe(200);
      expect(exportedEmail(reply.rawPayload)).toBe(mine.email);
      expect(reply.rawPayload.includes(theirs.email)).toBe(false);
    }
  });

  it('refuses a post from another site, by Origin or by Sec-Fetch-Site, and gives nothing away', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ] as Record<string, string>[]) {
      const reply = await exportAs({
        cookie: mine.headers.cookie!,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    }
    // Deleting the account from another site is refused the same way, and the account stays.
    const erase = await testApp.graphql(
      'mutation($input: DeleteAccountInput!) { deleteMyAccount(input: $input) }',
      { input: { password: 'Sakina2024pass' } },
      { ...mine.headers, origin: 'https://evil.example' },
    );
    expect(codeOf(erase)).toEqual({ code: 'FORBIDDEN_ORIGIN' });
    const viewer = await testApp.graphql<{ viewer: { email: string } | null }>(
      '{ viewer { email } }',
      {},
      mine.headers,
    );
    expect(viewer.data!.viewer?.email).toBe(mine.email);
  });

  it("is given to the site's own form, which a browser posts with Origin: null under no-referrer", async () => {
    const reply = await exportAs({
      cookie: mine.headers.cookie!,
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(reply.statusCode).toBe(200);
    expect(exportedEmail(reply.rawPayload)).toBe(mine.email);
  });

  it('is not offered by a GET, which a link or an image on another site could start', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/account/data-export', headers: mine.headers });
    expect(reply.statusCode).toBe(404);
  });
});

describe('uploads', () => {
  const incoming = () => path.join(testApp.config.uploadsDir, 'incoming');
  const storedFiles = () =>
    ['incoming', 'applications'].flatMap((folder) => {
      const directory = path.join(testApp.config.uploadsDir, folder);
      return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
    });

  it('refuses an anonymous 12 MB upload before reading its body', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const boundary = 'attack';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation($f: File!) { uploadApplicationDocument(kind: CV, file: $f) { id } }","variables":{"f":null}}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const total = 12 * 1024 * 1024;
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(total),
          'x-graphql-csrf': '1',
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      // Only the first 64 KB is ever sent: the answer must come without the rest.
      request.write(head);
      request.write(Buffer.alloc(64 * 1024 - head.length, 0x20));
      sent = 64 * 1024;
    });
    expect(sent).toBeLessThan(total);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect(fs.existsSync(incoming()) ? fs.readdirSync(incoming()) : []).toEqual([]);
  });

  it('refuses a macro-carrying Word file renamed .pdf, and stores nothing', async () => {
    const applicant = await signedInAccount(testApp);
    const before = storedFiles();
    // An OLE2 compound file (Word 97-2003) whose directory names a VBA macro storage.
    const doc = Buffer.alloc(4096, 0);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc, 0);
    doc.writeUInt16LE(0x003e, 24);
    doc.writeUInt16LE(0x0003, 26);
    doc.writeUInt16LE(0xfffe, 28);
    doc.writeUInt16LE(0x0009, 30);
    Buffer.from('M\0a\0c\0r\0o\0s\0', 'latin1').copy(doc, 1024);
    Buffer.from('V\0B\0A\0', 'latin1').copy(doc, 1152);
    Buffer.from('Sub AutoOpen()\r\n  Shell "cmd /c calc"\r\nEnd Sub', 'latin1').copy(doc, 2048);

    const reply = await upload(testApp, applicant.headers, {
      kind: 'CV',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      bytes: doc,
    });
    expect(reply.data).toBeNull();
    expect(codeOf(reply)).toEqual({ code: 'BAD_USER_INPUT', fields: [{ path: 'file', code: 'file_type_invalid' }] });
    expect(storedFiles()).toEqual(before);

    // A real PDF under the same name goes through.
    const pdf = await upload(testApp, applicant.headers, {
      kind: 'CV',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(pdf.errors).toBeUndefined();
  });
});

describe('logs', () => {
  it('never hold the values a failed database statement carried', async () => {
    const applicant = await signedInAccount(testApp);
    const first = await testApp.graphql(savePersonalMutation, { input: personalAnswers() }, applicant.headers);
    expect(first.errors).toBeUndefined();
    // Any change to an application now fails inside the database, whose error repeats the row's values.
    await testApp.db.execute(sql`alter table applications add constraint attack_refuse_all check (false) not valid`);
    try {
      // A valid number (the input is checked before the database is asked), unlike the one saved first.
      const nationalId = withSaudiIdCheckDigit('200000000');
      const reply = await testApp.graphql(
        savePersonalMutation,
        { input: personalAnswers({ nationalId }) },
        applicant.headers,
      );
      expect(codeOf(reply)).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      const logged = JSON.stringify(testApp.logs);
      expect(logged).toContain('unexpected GraphQL error');
      expect(logged).toContain('23514');
      for (const secret of [nationalId, applicant.email, applicant.token]) expect(logged).not.toContain(secret);
    } finally {
      await testApp.db.execute(sql`alter table applications drop constraint attack_refuse_all`);
    }
  });
});

describe('statement timeout', () => {
  it('is set on every connection; PostgreSQL cancels a statement that runs longer', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL?.trim();
    if (!serverUrl) {
      const result = await testApp.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect((result as unknown as { rows: { statement_timeout: string }[] }).rows[0]!.statement_timeout).toBe('5s');
      return;
    }
    const database = await openDatabase({ kind: 'postgres', url: serverUrl, migrate: false, statementTimeoutMs: 200 });
    try {
      await expect(database.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
    } finally {
      await database.close();
    }
  });
});

describe('staff who leave (issue 32)', () => {
  const versionOf = async (admin: { headers: Record<string, string> }, id: string) =>
    (
      await testApp.graphql<{ staffMembers: { id: string; version: number }[] }>(
        'query { staffMembers { id version } }',
        {},
        admin.headers,
      )
    ).data!.staffMembers.find((member) => member.id === id)!.version;
  const disableMutation =
    'mutation($id: ID!, $version: Int!) { staffDisableMember(id: $id, version: $version) { id } }';

  it('a disabled member’s open session reaches nothing: no field, no document', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const leaver = await signedInStaff(testApp, 'admin');
    const version = await versionOf(admin, leaver.staffId);
    expect(
      (await testApp.graphql(disableMutation, { id: leaver.staffId, version }, admin.headers)).errors,
    ).toBeUndefined();

    for (const query of ['{ staffViewer { email } }', '{ staffMembers { email } }', '{ staffAuditTrail { total } }']) {
      const reply = await testApp.graphql<Record<string, unknown>>(query, {}, leaver.headers);
      expect(reply.data?.staffViewer ?? null).toBeNull();
      if (!query.includes('staffViewer')) expect(codeOf(reply)).toEqual({ code: 'UNAUTHENTICATED' });
    }
    const document = await testApp.app.inject({
      method: 'GET',
      url: '/files/staff/application-documents/00000000-0000-4000-8000-000000000000',
      headers: leaver.headers,
    });
    expect(document.statusCode).toBe(401);
  });

  it('refuses a disable sent from another site with an admin’s cookie, and the member keeps working', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const member = await signedInStaff(testApp, 'support');
    const version = await versionOf(admin, member.staffId);
    const forged = await testApp.graphql(
      disableMutation,
      { id: member.staffId, version },
      { ...admin.headers, origin: 'https://evil.example' },
    );
    expect(codeOf(forged)).toEqual({ code: 'FORBIDDEN_ORIGIN' });
    const viewer = await testApp.graphql<{ staffViewer: { email: string } | null }>(
      '{ staffViewer { email } }',
      {},
      member.headers,
    );
    expect(viewer.data?.staffViewer?.email).toBe(member.email);
  });

  it('lets no member raise their own role, reset an admin or end an admin’s sessions', async () => {
    const admin = await signedInStaff(testApp, 'admin');
    const support = await signedInStaff(testApp, 'support');
    const version = await versionOf(admin, support.staffId);
    const attempts = [
      testApp.graphql(
        'mutation($id: ID!, $version: Int!) { staffChangeMemberRole(id: $id, version: $version, role: ADMIN) { role } }',
        { id: support.staffId, version },
        support.headers,
      ),
      testApp.graphql(
        'mutation($id: ID!, $version: Int!) { staffResetMember(id: $id, version: $version) { setupUrl } }',
        { id: admin.staffId, version: await versionOf(admin, admin.staffId) },
        support.headers,
      ),
      testApp.graphql('mutation($id: ID!) { staffEndMemberSessions(id: $id) }', { id: admin.staffId }, support.headers),
    ];
    for (const reply of await Promise.all(attempts)) expect(codeOf(reply)).toEqual({ code: 'FORBIDDEN' });
    expect(await versionOf(admin, support.staffId)).toBe(version);
    const viewer = await testApp.graphql<{ staffViewer: { role: string } }>(
      '{ staffViewer { role } }',
      {},
      admin.headers,
    );
    expect(viewer.data?.staffViewer.role).toBe('ADMIN');
  });
});
