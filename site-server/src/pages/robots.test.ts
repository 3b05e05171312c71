import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestSite, writeFixtureShell } from '../testing/fixture-shell';
import type { TestApp } from '@sakina/api/testing';

describe('GET /robots.txt', () => {
  let siteDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    writeFixtureShell(siteDir);
    testApp = await createTestSite({ siteDir, environment: { PUBLIC_URL: 'https://sakina.example' } });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('keeps crawlers out of the account and document pages in both locales and the language switch, and names the sitemap', async () => {
    const response = await testApp.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /auth/',
        'Disallow: /en/auth/',
        'Disallow: /invoice',
        'Disallow: /en/invoice',
        'Disallow: /medical-prescription',
        'Disallow: /en/medical-prescription',
        'Disallow: /locale/',
        'Allow: /',
        '',
        'Sitemap: https://sakina.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
