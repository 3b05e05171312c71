import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { signedInHeaders } from '../testing/sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';
import { uploadLimits } from './graphql';

function multipartBody(boundary: string, parts: { name: string; value: string | Buffer; filename?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function uploadRequest(fileSize: number, headers: Record<string, string> = {}) {
  const boundary = 'sakina-test-boundary';
  return {
    method: 'POST' as const,
    url: '/graphql',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: multipartBody(boundary, [
      { name: 'operations', value: JSON.stringify({ query: '{ __typename }', variables: { file: null } }) },
      { name: 'map', value: JSON.stringify({ 0: ['variables.file'] }) },
      { name: '0', value: Buffer.alloc(fileSize, 1), filename: 'document.pdf' },
    ]),
  };
}

describe('GraphQL transport', () => {
  let testApp: TestApp;
  let session: { cookie: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    session = await signedInHeaders(testApp.db);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('accepts JSON POSTs without the CSRF header (browsers preflight them)', async () => {
    const reply = await testApp.graphql('{ __typename }');
    expect(reply).toEqual({ status: 200, data: { __typename: 'Query' } });
  });

  it('refuses simple requests (GET, multipart) that lack the x-graphql-csrf header', async () => {
    const get = await testApp.app.inject({ url: '/graphql?query=%7B__typename%7D' });
    expect(get.statusCode).toBe(403);
    const getWithHeader = await testApp.app.inject({
      url: '/graphql?query=%7B__typename%7D',
      headers: { 'x-graphql-csrf': '1' },
    });
    expect(getWithHeader.statusCode).toBe(200);
    const multipart = await testApp.app.inject(uploadRequest(10, session));
    expect(multipart.statusCode).toBe(403);
    const multipartWithHeader = await testApp.app.inject(uploadRequest(10, { 'x-graphql-csrf': '1', ...session }));
    expect(multipartWithHeader.statusCode).toBe(200);
    expect(multipartWithHeader.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a JSON body over 100 KB with a GraphQL error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(100 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('takes an uploaded file up to 10 MB and refuses a larger one while reading it', async () => {
    const headers = { 'x-graphql-csrf': '1', ...session };
    const fits = await testApp.app.inject(uploadRequest(uploadLimits.fileSizeBytes, headers));
    expect(fits.statusCode).toBe(200);
    // Announced as smaller than it is: the limit holds while the file streams to disk.
    const request = uploadRequest(uploadLimits.fileSizeBytes + 1, headers);
    const tooLarge = await testApp.app.inject({ ...request, payload: Readable.from([request.payload]) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('takes one file per request', async () => {
    const boundary = 'sakina-test-boundary';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-graphql-csrf': '1', ...session },
      payload: multipartBody(boundary, [
        { name: 'operations', value: JSON.stringify({ query: '{ __typename }', variables: { a: null, b: null } }) },
        { name: 'map', value: JSON.stringify({ 0: ['variables.a'], 1: ['variables.b'] }) },
        { name: '0', value: Buffer.alloc(10, 1), filename: 'a.pdf' },
        { name: '1', value: Buffer.alloc(10, 1), filename: 'b.pdf' },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      message: 'Send one file per request.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});

describe('unreadable bodies', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['broken JSON', '{"query": "{ __typename }"'],
    ['a prototype key', '{"query": "{ __typename }", "variables": {"a": {"__proto__": {"admin": true}}}}'],
  ])('answer %s with a GraphQL error the client can read', async (_case, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: 'The request body is not JSON the API accepts.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('unexpected errors', () => {
  it('are masked for the client and logged with the request id', async () => {
    const testApp = await createTestApp();
    // A statement the database refuses (not a lost connection, which answers DATABASE_UNAVAILABLE).
    await testApp.database.db.execute(sql`drop table faq_questions, faq_categories`);
    try {
      const reply = await testApp.graphql('{ faqCategories { id } }', undefined, {
        'x-request-id': 'request-masked-1',
      });
      expect(reply.status).toBe(200);
      expect(reply.data).toBeNull();
      expect(reply.errors).toEqual([
        expect.objectContaining({
          message: 'Unexpected error.',
          path: ['faqCategories'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      const logged = testApp.logs.find((line) => line.msg === 'unexpected GraphQL error');
      expect(logged).toEqual(
        expect.objectContaining({
          reqId: 'request-masked-1',
          level: 50,
          path: 'faqCategories',
          err: expect.objectContaining({ type: expect.any(String), stack: expect.stringContaining('at ') }),
        }),
      );
      expect(JSON.stringify(reply)).not.toContain((logged!.err as { type: string }).type);
    } finally {
      await testApp.close().catch(() => undefined);
    }
  });
});
