import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { sampleDocumentContent, type IssuedDocumentKind } from '@sakina/shared/validation';
import { fixtureContent, type TestApp } from '@sakina/api/testing';
// Tests may read the API's tables and helpers; the site server's own code uses its public surface only.
import { localServiceKeyFile } from '@sakina/api/internals/modules/issued-documents/document-keys';
import { issuedDocuments } from '@sakina/api/internals/modules/issued-documents/issued-documents.table';
import { signViewToken } from '@sakina/api/internals/modules/issued-documents/view-token';
import { practitioners } from '@sakina/api/internals/modules/practitioners/practitioners.table';
import {
  createTestSite,
  fixtureDocumentPageRoutes,
  fixturePageRoutes,
  writeFixtureShell,
} from '../testing/fixture-shell';

const serviceKey = 'test-service-key-0123456789abcdef0123456789';
const linkSecret = 'test-link-secret-0123456789abcdef0123456789';

let testApp: TestApp;
let physicianId: number;
let psychotherapistId: number;

beforeAll(async () => {
  testApp = await createTestSite({
    content: fixtureContent,
    environment: { DOCUMENTS_SERVICE_KEY: serviceKey, DOCUMENTS_LINK_SECRET: linkSecret },
  });
  writeFixtureShell(testApp.config.siteDir, [...fixturePageRoutes, ...fixtureDocumentPageRoutes]);
  const rows = await testApp.db.select({ id: practitioners.id, category: practitioners.category }).from(practitioners);
  physicianId = rows.find((row) => row.category === 'physician')!.id;
  psychotherapistId = rows.find((row) => row.category === 'psychotherapist')!.id;
});

afterAll(() => testApp.close());

interface Receipt {
  id: string;
  viewUrl: string;
  verificationCode: string;
  verifyUrl: string;
  expiresAt: string;
}

function issue(body: unknown, headers: Record<string, string> = { authorization: `Bearer ${serviceKey}` }) {
  return testApp.app.inject({ method: 'POST', url: '/api/documents', headers, payload: body as object });
}

function request(kind: IssuedDocumentKind, overrides: Record<string, unknown> = {}) {
  return {
    kind,
    language: 'en',
    issuerPractitionerId: physicianId,
    subjectReference: 'patient:1001',
    content: sampleDocumentContent(kind, 'en'),
    ...overrides,
  };
}

const documentQuery = `query Open($token: String!, $kind: String!) {
  issuedDocument(token: $token, kind: $kind) { kind language verificationCode contentJson earlierResultsJson issuer { name { en } } }
}`;
const verifyQuery = `query Verify($code: String!) {
  documentVerification(code: $code) { kind issuedAt status issuer { name { en } title { en } } }
}`;

const tokenOf = (viewUrl: string) => new URL(viewUrl).searchParams.get('token')!;

describe('issuing documents', () => {
  it('issues with the key as a bearer token or a header, and answers the id, view link and verification code', async () => {
    const keyHeaders: Record<string, string>[] = [
      { authorization: `Bearer ${serviceKey}` },
      { 'x-documents-key': serviceKey },
    ];
    for (const headers of keyHeaders) {
      const response = await issue(request('standard-medical-report'), headers);
      expect(response.statusCode).toBe(201);
      const receipt = response.json<Receipt>();
      expect(receipt.viewUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/standard-medical-report\?token=/);
      expect(receipt.verificationCode).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(receipt.verifyUrl).toContain(`/en/verify/${receipt.verificationCode.replaceAll('-', '')}`);
      const days = (Date.parse(receipt.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    }
  });

  it('refuses a request without the key, or with a wrong one', async () => {
    expect((await issue(request('invoice'), {})).statusCode).toBe(401);
    const wrong = await issue(request('invoice'), { authorization: `Bearer ${serviceKey}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('refuses a prescription, a laboratory or a radiology request from anyone but a physician', async () => {
    for (const kind of ['medical-prescription', 'laboratory-request', 'radiology-request'] as const) {
      const response = await issue(request(kind, { issuerPractitionerId: psychotherapistId }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'ISSUER_NOT_ALLOWED' });
    }
    expect((await issue(request('medical-prescription'))).statusCode).toBe(201);
  });

  it('names the invalid fields of the content, under content', async () => {
    const content = { ...sampleDocumentContent('mental-measurement-result', 'en'), score: 3 };
    const response = await issue(request('mental-measurement-result', { content }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_USER_INPUT',
      fields: [{ path: 'content.score', code: 'score_mismatch' }],
    });
  });

  it('refuses an unknown issuer', async () => {
    const response = await issue(request('invoice', { issuerPractitionerId: 999_999 }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ISSUER_NOT_FOUND' });
  });

  it('numbers an invoice and computes its VAT in halalas and its ZATCA QR payload', async () => {
    const receipt = (await issue(request('invoice'))).json<Receipt>();
    const reply = await testApp.graphql<{ issuedDocument: { contentJson: string } }>(documentQuery, {
      token: tokenOf(receipt.viewUrl),
      kind: 'invoice',
    });
    const invoice = JSON.parse(reply.data!.issuedDocument.contentJson);
    expect(invoice).toMatchObject({ subtotalHalalas: 44_999, vatHalalas: 6_750, totalHalalas: 51_749 });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    const tlv = Buffer.from(invoice.zatcaQr, 'base64');
    expect(tlv.subarray(2, 2 + tlv[1]!).toString('utf8')).toBe('Sakina Consultations Company');
    expect(tlv.toString('utf8')).toContain('517.49');
  });
});

describe('opening a document by its link', () => {
  let receipt: Receipt;
  beforeAll(async () => {
    receipt = (await issue(request('medical-prescription'))).json<Receipt>();
  });

  it('opens the document of its kind with a good token, and its page is private', async () => {
    const reply = await testApp.graphql<{ issuedDocument: { kind: string; contentJson: string } }>(documentQuery, {
      token: tokenOf(receipt.viewUrl),
      kind: 'medical-prescription',
    });
    expect(reply.data!.issuedDocument.kind).toBe('medical-prescription');
    expect(JSON.parse(reply.data!.issuedDocument.contentJson).diagnosis.icd10).toBe('F41.1');

    const page = await testApp.app.inject({
      url: new URL(receipt.viewUrl).pathname + new URL(receipt.viewUrl).search,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).not.toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('opens from a link on another site (webmail), with or without Sec-Fetch headers', async () => {
    const url = new URL(receipt.viewUrl);
    const fromWebmail = { accept: 'text/html', referer: 'https://mail.example.com/' };
    for (const headers of [
      { ...fromWebmail, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      fromWebmail,
    ]) {
      const page = await testApp.app.inject({ url: url.pathname + url.search, headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
  });

  it('refuses another site that fetches or frames the document (403)', async () => {
    const url = new URL(receipt.viewUrl);
    for (const fetchHeaders of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    ]) {
      const page = await testApp.app.inject({
        url: url.pathname + url.search,
        headers: { accept: 'text/html', referer: 'https://elsewhere.example/', ...fetchHeaders },
      });
      expect(page.statusCode).toBe(403);
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('opens nothing with a tampered token or one for another kind (404)', async () => {
    const token = tokenOf(receipt.viewUrl);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
    for (const [bad, kind] of [
      [tampered, 'medical-prescription'],
      [token.replace(/\.(\d+)\./, (_match, seconds) => `.${Number(seconds) + 86_400}.`), 'medical-prescription'],
      [token, 'invoice'],
      ['', 'medical-prescription'],
    ] as const) {
      const reply = await testApp.graphql<{ issuedDocument: null }>(documentQuery, { token: bad, kind });
      expect(reply.data!.issuedDocument).toBeNull();
      const page = await testApp.app.inject({
        url: `/${kind}?token=${encodeURIComponent(bad)}`,
        headers: { accept: 'text/html' },
      });
      if (bad === '') {
        // An empty field is dropped from a page's address (301), and the address without a token opens nothing.
        expect(page.headers.location).toBe(`/${kind}`);
        const bare = await testApp.app.inject({ url: `/${kind}`, headers: { accept: 'text/html' } });
        expect(bare.statusCode).toBe(404);
      } else {
        expect(page.statusCode).toBe(404);
      }
    }
  });

  it('opens nothing once the link has expired (410)', async () => {
    const expired = signViewToken([linkSecret], receipt.id, new Date(Date.now() - 1000));
    const reply = await testApp.graphql<{ issuedDocument: null }>(documentQuery, {
      token: expired,
      kind: 'medical-prescription',
    });
    expect(reply.data!.issuedDocument).toBeNull();
    const page = await testApp.app.inject({
      url: `/medical-prescription?token=${expired}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(410);
  });

  it('shows a valid document on /verify, then revoked, and its links stop working (410)', async () => {
    const code = receipt.verificationCode;
    const before = await testApp.graphql<{ documentVerification: Record<string, unknown> }>(verifyQuery, { code });
    expect(before.data!.documentVerification).toMatchObject({ kind: 'medical-prescription', status: 'VALID' });
    expect(JSON.stringify(before.data)).not.toContain('Sara');

    const revoke = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${receipt.id}/revoke`,
      headers: { 'x-documents-key': serviceKey },
    });
    expect(revoke.statusCode).toBe(200);

    const after = await testApp.graphql<{ documentVerification: Record<string, unknown> }>(verifyQuery, {
      code: code.toLowerCase(),
    });
    expect(after.data!.documentVerification).toMatchObject({ status: 'REVOKED' });
    const reply = await testApp.graphql<{ issuedDocument: null }>(documentQuery, {
      token: tokenOf(receipt.viewUrl),
      kind: 'medical-prescription',
    });
    expect(reply.data!.issuedDocument).toBeNull();
    const url = new URL(receipt.viewUrl);
    expect(
      (await testApp.app.inject({ url: url.pathname + url.search, headers: { accept: 'text/html' } })).statusCode,
    ).toBe(410);
  });

  it('answers null and 404 for verification codes that do not exist', async () => {
    for (const code of ['ABCD-EFGH-JKMN', 'not a code']) {
      const reply = await testApp.graphql<{ documentVerification: null }>(verifyQuery, { code });
      expect(reply.data!.documentVerification).toBeNull();
    }
    const page = await testApp.app.inject({ url: '/en/verify/ABCDEFGHJKMN', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('refuses to revoke an unknown document', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents/00000000-0000-4000-8000-000000000000/revoke',
      headers: { 'x-documents-key': serviceKey },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a mental-measurement result', () => {
  it("shows the same person's earlier results on the same scale, and no one else's", async () => {
    const content = sampleDocumentContent('mental-measurement-result', 'en');
    await issue(request('mental-measurement-result', { subjectReference: 'patient:77', content }));
    await issue(request('mental-measurement-result', { subjectReference: 'patient:78', content }));
    const lower = { ...content, answers: content.answers.map((answer) => ({ ...answer, points: 0 })), score: 0 };
    await issue(request('mental-measurement-result', { subjectReference: 'patient:77', content: lower }));
    // The three above were issued a day before the latest.
    await testApp.db
      .update(issuedDocuments)
      .set({ issuedAt: sql`${issuedDocuments.issuedAt} - interval '1 day'` })
      .where(eq(issuedDocuments.kind, 'mental-measurement-result'));
    const latest = (
      await issue(request('mental-measurement-result', { subjectReference: 'patient:77', content }))
    ).json<Receipt>();
    const reply = await testApp.graphql<{ issuedDocument: { earlierResultsJson: string } }>(documentQuery, {
      token: tokenOf(latest.viewUrl),
      kind: 'mental-measurement-result',
    });
    const earlier = JSON.parse(reply.data!.issuedDocument.earlierResultsJson) as { score: number }[];
    expect(earlier.map((result) => result.score).sort()).toEqual([0, 8]);
  });
});

describe('the issuing rate limit', () => {
  it('answers 429 with Retry-After after ten wrong keys from one client, even to the right key, and serves other clients', async () => {
    const fresh = await createTestSite({
      content: fixtureContent,
      environment: { DOCUMENTS_SERVICE_KEY: serviceKey, DOCUMENTS_LINK_SECRET: linkSecret },
    });
    try {
      const [physician] = await fresh.db
        .select({ id: practitioners.id })
        .from(practitioners)
        .where(eq(practitioners.category, 'physician'));
      const body = request('invoice', { issuerPractitionerId: physician!.id });
      const send = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        fresh.app.inject({ method: 'POST', url: '/api/documents', headers, payload: body, remoteAddress });
      const answers: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1)
        answers.push((await send({ 'x-documents-key': 'wrong' })).statusCode);
      expect(answers).toEqual(Array(10).fill(401));
      const refused = await send({ 'x-documents-key': 'wrong' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Past the limit the key is not compared: the right one answers like a wrong one, so guessing shows nothing.
      const right = await send({ 'x-documents-key': serviceKey });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect((await send({ 'x-documents-key': serviceKey }, '198.51.100.7')).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});

describe('issuing without configuration', () => {
  it('gives a local site its own key in DATA_DIR, readable by its owner only', async () => {
    const local = await createTestSite({});
    try {
      const keyFile = path.join(local.config.dataDir, localServiceKeyFile);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      const key = fs.readFileSync(keyFile, 'utf8');
      const headers = { 'x-documents-key': key };
      expect((await local.app.inject({ method: 'POST', url: '/api/documents', payload: {} })).statusCode).toBe(401);
      const response = await local.app.inject({ method: 'POST', url: '/api/documents', headers, payload: {} });
      expect(response.statusCode).toBe(400);
    } finally {
      await local.close();
    }
  });
});
