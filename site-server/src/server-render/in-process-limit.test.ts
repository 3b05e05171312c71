import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestSite, writeFixtureShell } from '../testing/fixture-shell';
import type { TestApp } from '@sakina/api/testing';

// A stand-in for the shell's server build: like Apollo's render, it asks /graphql several times per page.
const fakeShellRender = `
exports.render = async (request) => {
  const statuses = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await request.fetch(request.origin + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    statuses.push(response.status);
  }
  return { kind: 'page', status: 200, locale: 'en', head: '<title>t</title>', html: '<p id="statuses">' + statuses.join(',') + '</p>', state: {}, fallbacks: [] };
};
`;

describe('the server render and the per-client GraphQL limit', () => {
  let siteDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    writeFixtureShell(siteDir);
    fs.writeFileSync(
      path.join(siteDir, 'shell', 'index.html'),
      '<!doctype html><html lang="ar" dir="rtl"><head><!--ssr-head--></head><body><!--ssr-outlet--><!--ssr-state--></body></html>',
    );
    fs.mkdirSync(path.join(siteDir, 'shell', 'server'));
    fs.writeFileSync(path.join(siteDir, 'shell', 'server', 'main.js'), fakeShellRender);
    testApp = await createTestSite({ siteDir, environment: { GRAPHQL_RATE_LIMIT: '3' } });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('does not count the render’s own requests: pages keep rendering after the visitor’s budget is spent', async () => {
    // A session cookie keeps each page out of the page cache, so every request renders.
    const page = () =>
      testApp.app.inject({
        url: '/en/about',
        headers: { accept: 'text/html', cookie: 'session=visitor-without-cache' },
      });
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await page();
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<p id="statuses">200,200,200,200,200</p>');
    }
    // The visitor's own GraphQL requests are counted: the fourth of this minute is refused.
    for (let request = 0; request < 3; request += 1) expect((await testApp.graphql('{ __typename }')).status).toBe(200);
    expect((await testApp.graphql('{ __typename }')).status).toBe(429);
    expect((await page()).body).toContain('<p id="statuses">200,200,200,200,200</p>');
  });

  it('does not let a visitor pass for the render', async () => {
    const reply = await testApp.graphql('{ __typename }', undefined, { 'x-sakina-internal': 'guess' });
    expect(reply.status).toBe(429);
  });
});
