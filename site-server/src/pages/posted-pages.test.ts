import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestSite, fixturePageRoutes, writeFixtureShell } from '../testing/fixture-shell';
import type { TestApp } from '@sakina/api/testing';

const form = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'https://sakina.example',
  accept: 'text/html',
};
// What a visitor answered: it must reach the page and nothing else.
const answers = 'question-gad-7-1=3&question-gad-7-2=2&marker=answered-7c1f';

describe('a page whose form is posted to it before its scripts run (a self-assessment)', () => {
  let siteDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    writeFixtureShell(siteDir, [
      ...fixturePageRoutes,
      { path: '/assessments/:slug', page: 'assessment', indexing: 'listed', form: 'post' },
    ]);
    testApp = await createTestSite({ siteDir, environment: { PUBLIC_URL: 'https://sakina.example' } });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('answers the page in both locales, kept by no cache, and logs nothing of what was posted', async () => {
    for (const url of ['/assessments/gad-7', '/en/assessments/gad-7']) {
      const response = await testApp.app.inject({ method: 'POST', url, headers: form, payload: answers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(JSON.stringify(testApp.logs)).not.toContain('answered-7c1f');
    expect(JSON.stringify(testApp.logs)).not.toContain('question-gad-7');
  });

  it('takes a post sent with no referrer (Origin: null) when the browser says it is same-origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/en/assessments/gad-7',
      headers: { ...form, origin: 'null', 'sec-fetch-site': 'same-origin' },
      payload: answers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a post from another site', async () => {
    for (const headers of [
      { ...form, origin: 'https://elsewhere.example' },
      { ...form, origin: 'null', 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/assessments/gad-7',
        headers,
        payload: answers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves other pages to their GET alone, and refuses a form too large to be answers', async () => {
    const other = await testApp.app.inject({ method: 'POST', url: '/about', headers: form, payload: answers });
    expect(other.statusCode).toBe(405);
    const large = await testApp.app.inject({
      method: 'POST',
      url: '/assessments/gad-7',
      headers: form,
      payload: `${answers}&padding=${'x'.repeat(20_000)}`,
    });
    expect(large.statusCode).toBe(413);
  });
});
