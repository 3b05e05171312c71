import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageRouteEntry, PageRoutesFile } from '@sakina/shared/contracts';
import { createTestApp, type TestApp, type TestAppOptions } from '@sakina/api/testing';
import { registerSite } from '../server';

const documentPage = (pagePath: string, page: string): PageRouteEntry => ({
  path: pagePath,
  page,
  indexing: 'disallowed',
  privateLink: true,
  gate: 'issued-document',
});

/** Part of the shell's route table, as its build writes it to SITE_DIR/shell/page-routes.json. */
export const fixturePageRoutes: PageRouteEntry[] = [
  { path: '/', page: 'home', indexing: 'listed' },
  { path: '/about', page: 'about', indexing: 'listed' },
  { path: '/app-redirect', page: 'app-redirect', indexing: 'unlisted' },
  { path: '/blog/:id', page: 'blog-article', indexing: 'listed' },
  { path: '/news/single', page: 'news-single', indexing: 'unlisted' },
  { path: '/news/:id', page: 'news-article', indexing: 'listed' },
  { path: '/faq/:catId', page: 'faq-category', indexing: 'listed' },
  {
    path: '/practitioners/:practitionerSlug',
    page: 'practitioner',
    indexing: 'listed',
    parameterFormats: { practitionerSlug: 'practitioner_{id}' },
  },
  { path: '/auth/login', page: 'login', indexing: 'disallowed' },
  { path: '/auth/status', page: 'status', indexing: 'disallowed' },
  documentPage('/invoice', 'invoice'),
  documentPage('/medical-prescription', 'medical-prescription'),
];

/** The other pages of issued documents, and the check of a printed code. */
export const fixtureDocumentPageRoutes: PageRouteEntry[] = [
  documentPage('/consultant-contract', 'consultant-contract'),
  documentPage('/mental-measurement-result', 'mental-measurement-result'),
  { path: '/verify/:code', page: 'verify', indexing: 'disallowed', privateLink: true, gate: 'document-verification' },
];

/** A published shell with page-routes.json, in `siteDir`. */
export function writeFixtureShell(siteDir: string, routes: PageRouteEntry[] = fixturePageRoutes): void {
  fs.mkdirSync(path.join(siteDir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), '<!doctype html><title>Sakina</title>');
  const file: PageRoutesFile = { routes, renderCookies: ['locale', 'cookie_consent'] };
  fs.writeFileSync(path.join(siteDir, 'shell', 'page-routes.json'), JSON.stringify(file));
}

/** The whole server (the API and the site) on a fresh test database: the site server's tests drive it. */
export function createTestSite(options: Omit<TestAppOptions, 'mount'> = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    mount: (app, { config, database }) => registerSite(app, { config, db: database.db }),
  });
}

/**
 * For a test file: the whole server on a fixture shell in a temporary site folder, made before its tests and
 * removed after them. Returns the running server (call it inside a test).
 */
export function useFixtureSite(environment: Record<string, string>): () => TestApp {
  let siteDir: string;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    writeFixtureShell(siteDir);
    testApp = await createTestSite({ siteDir, environment });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
  return () => {
    if (!testApp) throw new Error('The fixture site is made in beforeAll: use it inside a test.');
    return testApp;
  };
}
