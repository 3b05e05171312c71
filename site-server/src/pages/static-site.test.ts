import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TestApp } from '@sakina/api/testing';
import { createTestSite } from '../testing/fixture-shell';

const html = { accept: 'text/html,application/xhtml+xml' };

function writeFile(root: string, relativePath: string, content: string | Buffer) {
  const file = path.join(root, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

// The published .br/.gz say so in their text, which shows that they, not a compression of the plain file, were sent.
const precompressedRemoteEntry = 'var mfe_public; // precompressed';

describe('the built site', () => {
  let siteDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    writeFile(siteDir, 'shell/index.html', '<!doctype html><title>Sakina</title>');
    writeFile(siteDir, 'shell/main.3f2a9c1d.js', 'console.log("shell")');
    writeFile(siteDir, 'shell/favicon.ico', 'icon');
    // The staff console's pages as the shell's route table declares them: never stored.
    const staffPage = (pagePath: string, page: string) => ({
      path: pagePath,
      page,
      indexing: 'disallowed',
      caching: 'no-store',
    });
    writeFile(
      siteDir,
      'shell/page-routes.json',
      JSON.stringify({
        routes: [
          { path: '/about', page: 'about', indexing: 'listed' },
          staffPage('/staff', 'queue'),
          staffPage('/staff/sign-in', 'sign-in'),
          staffPage('/staff/applications/:applicationId', 'application'),
        ],
        renderCookies: ['locale'],
      }),
    );
    writeFile(siteDir, 'shell/main.3f2a9c1d.js.map', '{"version":3,"sources":["shell/src/index.ts"]}');
    writeFile(siteDir, 'remotes/mfe_public/1.0.0/remoteEntry.js.map', '{"version":3}');
    writeFile(siteDir, 'remotes.json', '{"mfe_public":"/remotes/mfe_public/1.0.0/mf-manifest.json"}');
    writeFile(siteDir, 'remotes/mfe_public/1.0.0/mf-manifest.json', '{"name":"mfe_public"}');
    writeFile(siteDir, 'remotes/mfe_public/1.0.0/remoteEntry.js', 'var mfe_public;');
    writeFile(siteDir, 'remotes/mfe_public/1.0.0/remoteEntry.js.br', zlib.brotliCompressSync(precompressedRemoteEntry));
    writeFile(siteDir, 'remotes/mfe_public/1.0.0/remoteEntry.js.gz', zlib.gzipSync(precompressedRemoteEntry));
    writeFile(siteDir, 'shell/main.3f2a9c1d.js.gz', zlib.gzipSync('console.log("shell") // precompressed'));
    testApp = await createTestSite({ siteDir });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it("answers an address that cannot be decoded with the site's 400 page, not Fastify's JSON", async () => {
    for (const url of ['/blog/%E0%A4%A', '/en/blog/%E0%A4%A']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).not.toContain('FST_ERR_BAD_URL');
    }
  });

  it('serves remotes.json uncached, read afresh so a deploy shows at once', async () => {
    const first = await testApp.app.inject({ url: '/remotes.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({ mfe_public: '/remotes/mfe_public/1.0.0/mf-manifest.json' });
    writeFile(siteDir, 'remotes.json', '{"mfe_public":"/remotes/mfe_public/1.0.1/mf-manifest.json"}');
    const second = await testApp.app.inject({ url: '/remotes.json' });
    expect(second.json()).toEqual({ mfe_public: '/remotes/mfe_public/1.0.1/mf-manifest.json' });
  });

  it('serves remote files for a year, immutable', async () => {
    const response = await testApp.app.inject({ url: '/remotes/mfe_public/1.0.0/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var mfe_public;');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing remote file with a plain 404, never the HTML page', async () => {
    for (const headers of [{}, html, { accept: '*/*' }]) {
      const response = await testApp.app.inject({ url: '/remotes/mfe_public/9.9.9/remoteEntry.js', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('<');
    }
    const folder = await testApp.app.inject({ url: '/remotes/mfe_public/9.9.9', headers: html });
    expect(folder.statusCode).toBe(404);
    expect(folder.body).not.toContain('<');
  });

  it('keeps source maps on disk but never serves them', async () => {
    for (const url of ['/main.3f2a9c1d.js.map', '/remotes/mfe_public/1.0.0/remoteEntry.js.map']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('version');
    }
  });

  it('serves the shell: hashed assets for a year, other files revalidated', async () => {
    const asset = await testApp.app.inject({ url: '/main.3f2a9c1d.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await testApp.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers page routes in both locales with index.html, uncached', async () => {
    for (const url of [
      '/',
      '/en',
      '/practitioners/practitioner_12',
      '/en/blog/exam-anxiety?ref=home',
      '/no/such/page',
    ]) {
      const response = await testApp.app.inject({ url, headers: html });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<title>Sakina</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('sends another spelling of a page’s address to the canonical one, with its query', async () => {
    for (const [url, location] of [
      ['/about/', '/about'],
      ['/en/About?x=1', '/en/about?x=1'],
      ['/STAFF/sign-in', '/staff/sign-in'],
      ['/Staff/applications/AbC1/', '/staff/applications/AbC1'],
    ]) {
      const response = await testApp.app.inject({ url: url!, headers: html });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
  });

  it('answers the staff console no-store in both locales: no page of it is ever kept', async () => {
    for (const url of ['/staff', '/staff/sign-in', '/en/staff', '/en/staff/applications/1?x=1']) {
      const response = await testApp.app.inject({ url, headers: html });
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: 'private, no-store' });
    }
    // Not a prefix match on the word: a page of another name keeps the public answer.
    const other = await testApp.app.inject({ url: '/staffing', headers: html });
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('answers page routes for any Accept that takes HTML, and for none (monitors, curl)', async () => {
    for (const headers of [
      {},
      { accept: '*/*' },
      { accept: 'text/*;q=0.8' },
      { accept: 'application/json, */*;q=0.1' },
    ]) {
      for (const url of ['/', '/en/about']) {
        const response = await testApp.app.inject({ url, headers });
        expect({ url, headers, status: response.statusCode }).toEqual({ url, headers, status: 200 });
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
  });

  it('does not fall back for files, non-HTML requests or other methods', async () => {
    for (const headers of [{}, html]) {
      const file = await testApp.app.inject({ url: '/missing.js', headers });
      expect(file.statusCode).toBe(404);
      expect(file.headers['content-type']).toMatch(/^text\/plain/);
    }
    for (const accept of ['application/json', 'text/html;q=0, application/json']) {
      expect((await testApp.app.inject({ url: '/practitioners', headers: { accept } })).statusCode).toBe(404);
    }
    const post = await testApp.app.inject({ method: 'POST', url: '/practitioners', headers: html });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await testApp.app.inject({ method: 'DELETE', url: '/missing.js' })).statusCode).toBe(404);
  });

  it('sends the published .br or .gz of a file by Accept-Encoding, never compressed again', async () => {
    const url = '/remotes/mfe_public/1.0.0/remoteEntry.js';
    const brotli = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(precompressedRemoteEntry);

    const gzip = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(precompressedRemoteEntry);

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await testApp.app.inject({ url, headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe('var mfe_public;');
    }
  });

  it('keeps the caching of a shell file when its .gz is sent', async () => {
    const response = await testApp.app.inject({ url: '/main.3f2a9c1d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe('console.log("shell") // precompressed');
  });

  it('sends the Content-Security-Policy and other security headers with pages', async () => {
    const response = await testApp.app.inject({ url: '/', headers: html });
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("frame-ancestors 'none'");
    // The same answer in the older header: no page of the site may be framed, not even by the site.
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('without a built site', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestSite({ siteDir: path.join(os.tmpdir(), 'sakina-no-site-here') });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('still answers the API and explains that pages are not built', async () => {
    const page = await testApp.app.inject({ url: '/about', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toContain('npm run build');
    expect((await testApp.app.inject({ url: '/remotes.json' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const reply = await testApp.graphql<{ faqCategories: unknown[] }>('{ faqCategories { id } }');
    expect(reply.data).toEqual({ faqCategories: [] });
  });
});
