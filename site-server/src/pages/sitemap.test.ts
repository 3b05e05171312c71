import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import { createTestSite, writeFixtureShell } from '../testing/fixture-shell';
import { type TestApp, fixtureContent } from '@sakina/api/testing';
import { articles } from '@sakina/api/internals/modules/articles/articles.table';
import { eq } from 'drizzle-orm';

const publicUrl = 'https://sakina.example';
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** Parses with a strict, namespace-aware XML parser: malformed XML throws. */
function parseSitemap(xml: string): { root: string; urls: SitemapUrl[] } {
  const parser = new SaxesParser({ xmlns: true });
  const urls: SitemapUrl[] = [];
  let root = '';
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (!root) root = `${tag.uri} ${tag.local}`;
    if (tag.uri === sitemapNamespace && tag.local === 'url') urls.push({ loc: '', alternates: {} });
    if (tag.uri === sitemapNamespace && (tag.local === 'loc' || tag.local === 'lastmod')) field = tag.local;
    if (tag.uri === xhtmlNamespace && tag.local === 'link') {
      urls.at(-1)!.alternates[tag.attributes.hreflang!.value] = tag.attributes.href!.value;
    }
  });
  parser.on('text', (text) => {
    if (field) urls.at(-1)![field] = text;
  });
  parser.on('closetag', () => {
    field = null;
  });
  parser.write(xml).close();
  return { root, urls };
}

describe('GET /sitemap.xml', () => {
  let siteDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-site-'));
    writeFixtureShell(siteDir);
    testApp = await createTestSite({ content: fixtureContent, siteDir, environment: { PUBLIC_URL: publicUrl } });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('lists every listed page in both locales, with absolute URLs and language alternates', async () => {
    const response = await testApp.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const { root, urls } = parseSitemap(response.body);
    expect(root).toBe(`${sitemapNamespace} urlset`);
    const locations = urls.map((url) => url.loc.replace(publicUrl, ''));
    // Two static pages, 5 blog and 2 news articles, 3 FAQ categories, 8 practitioners: each twice.
    expect(locations).toHaveLength(2 * (2 + 5 + 2 + 3 + 8));
    expect(locations).toEqual(
      expect.arrayContaining([
        '/',
        '/en',
        '/about',
        '/en/about',
        '/blog/exam-anxiety',
        '/en/blog/exam-anxiety',
        '/news/urgent-consultations',
        '/en/news/urgent-consultations',
        '/faq/payment',
        '/en/faq/payment',
        '/practitioners/practitioner_1',
        '/en/practitioners/practitioner_8',
      ]),
    );
    for (const hidden of ['/app-redirect', '/news/single', '/auth/login', '/invoice']) {
      expect(locations.filter((location) => location.endsWith(hidden))).toEqual([]);
    }
    expect(urls.every((url) => url.loc.startsWith(`${publicUrl}/`))).toBe(true);
  });

  it('dates articles by their publication and names the Arabic page as the default alternate', async () => {
    const { urls } = parseSitemap((await testApp.app.inject({ url: '/sitemap.xml' })).body);
    const article = urls.find((url) => url.loc === `${publicUrl}/en/blog/first-session`);
    expect(article).toEqual({
      loc: `${publicUrl}/en/blog/first-session`,
      lastmod: '2023-11-01',
      alternates: {
        ar: `${publicUrl}/blog/first-session`,
        en: `${publicUrl}/en/blog/first-session`,
        'x-default': `${publicUrl}/blog/first-session`,
      },
    });
    expect(urls.find((url) => url.loc === `${publicUrl}/about`)?.lastmod).toBeUndefined();
  });

  it('is kept for a few minutes and sent compressed', async () => {
    const first = await testApp.app.inject({ url: '/sitemap.xml' });
    writeFixtureShell(siteDir, [{ path: '/', page: 'home', indexing: 'listed' }]);
    const second = await testApp.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(second.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
  });
  it('follows the content: an unpublished article leaves it at the next request', async () => {
    const before = await testApp.app.inject({ url: '/sitemap.xml' });
    expect(before.body).toContain('/en/blog/exam-anxiety<');
    await testApp.db
      .update(articles)
      .set({ listed: false, status: 'unpublished' })
      .where(eq(articles.slug, 'exam-anxiety'));
    // The content version is read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await testApp.app.inject({ url: '/sitemap.xml' });
    expect(after.body).not.toContain('/blog/exam-anxiety<');
    await testApp.db
      .update(articles)
      .set({ listed: true, status: 'published' })
      .where(eq(articles.slug, 'exam-anxiety'));
  });
});

describe('GET /sitemap.xml without a built site', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestSite({ siteDir: path.join(os.tmpdir(), 'sakina-no-site-here') });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('says the site is not built', async () => {
    const response = await testApp.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
