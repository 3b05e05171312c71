import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type TestApp, fixtureContent } from '@sakina/api/testing';
import { createTestSite } from './testing/fixture-shell';
import { compressionThresholdBytes } from '@sakina/api/internals/http/compression';

const directoryQuery = '{ practitioners(pageSize: 10) { items { id bio { ar en } education { ar en } } } }';
const pageHtml = `<!doctype html><title>Sakina</title><main>${'<p>سكينة</p>'.repeat(200)}</main>`;

describe('compression of responses made at request time', () => {
  let siteDir: string;
  let testApp: TestApp;

  const postGraphql = (query: string, headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query }),
    });

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    fs.mkdirSync(path.join(siteDir, 'shell'));
    fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), pageHtml);
    testApp = await createTestSite({ content: fixtureContent, siteDir });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('compresses a large GraphQL answer with brotli or gzip, as the client prefers', async () => {
    const brotli = await postGraphql(directoryQuery, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const json = zlib.brotliDecompressSync(brotli.rawPayload).toString();
    expect(json.length).toBeGreaterThan(compressionThresholdBytes);
    expect(brotli.headers['content-length']).toBe(String(brotli.rawPayload.length));
    expect(JSON.parse(json).data.practitioners.items).toHaveLength(8);

    const gzip = await postGraphql(directoryQuery, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(json));
  });

  it('sends the answer as it is to a client that accepts no encoding it knows', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of refusals) {
      const response = await postGraphql(directoryQuery, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.json().data.practitioners.items).toHaveLength(8);
    }
  });

  it('leaves small bodies alone', async () => {
    const response = await postGraphql('{ faqCategories { id } }', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({
      data: { faqCategories: [{ id: 'sessions' }, { id: 'payment' }, { id: 'privacy' }] },
    });
  });

  it('compresses the page HTML of a page route when no published .br is there, keeping its caching', async () => {
    const response = await testApp.app.inject({ url: '/en/about', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(pageHtml);
  });
});
