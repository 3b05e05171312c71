import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';

const html = { accept: 'text/html,application/xhtml+xml' };

function writeFile(root: string, relativePath: string, content: string) {
  const file = path.join(root, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describe('the built site', () => {
  let siteDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    writeFile(siteDir, 'shell/index.html', '<!doctype html><title>Sakina</title>');
    writeFile(siteDir, 'shell/main.3f2a9c1d.js', 'console.log("shell")');
    writeFile(siteDir, 'shell/favicon.ico', 'icon');
    writeFile(siteDir, 'remotes.json', '{"mfe_public":"/remotes/mfe_public/1.0.0/mf-manifest.json"}');
    writeFile(siteDir, 'remotes/mfe_public/1.0.0/mf-manifest.json', '{"name":"mfe_public"}');
    writeFile(siteDir, 'remotes/mfe_public/1.0.0/remoteEntry.js', 'var mfe_public;');
    testApp = await createTestApp({ siteDir });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
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
    for (const headers of [{}, html]) {
      const response = await testApp.app.inject({ url: '/remotes/mfe_public/9.9.9/remoteEntry.js', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('<');
    }
    const folder = await testApp.app.inject({ url: '/remotes/mfe_public/9.9.9', headers: html });
    expect(folder.statusCode).toBe(404);
    expect(folder.body).not.toContain('<');
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

  it('does not fall back for files, non-HTML requests or other methods', async () => {
    expect((await testApp.app.inject({ url: '/missing.js', headers: html })).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ url: '/practitioners', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ method: 'POST', url: '/practitioners', headers: html })).statusCode).toBe(404);
  });

  it('sends the Content-Security-Policy and other security headers with pages', async () => {
    const response = await testApp.app.inject({ url: '/', headers: html });
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('without a built site', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ siteDir: path.join(os.tmpdir(), 'sakina-no-site-here') });
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
