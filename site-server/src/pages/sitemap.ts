import { escapeHtml } from '@sakina/shared/html';
import type { FastifyInstance } from 'fastify';
import { contentVersionReader, sitemapRows, type Database, type SitemapRow } from '@sakina/api';
import { localizedPaths, sendSiteNotBuilt, type PageRouteEntry, type PageRoutesFile } from './page-routes';

interface SitemapOptions {
  /** The shell's page routes (page-routes.ts, pageRoutesReader). */
  routes: () => PageRoutesFile | null;
  publicUrl: string;
  db: Database;
}

const cacheMilliseconds = 5 * 60 * 1000;
// A sitemap file holds at most 50,000 URLs; past that it must be split behind a sitemap index.
const maximumUrls = 50_000;

/**
 * The self-assessments of mfe-public (mfe-public/src/features/assessments/instruments/<slug>.json): content that
 * ships with the remote, not database rows. e2e/public/assessments.spec.ts checks that every one the list page
 * links to is here.
 */
const assessmentSlugs = ['gad-7', 'phq-9', 'mini-spin', 'cbi', 'oci-r', 'sins'];

/** The listed pages with parameters: the database's rows, and the self-assessments that ship with mfe-public. */
async function routeInstances(db: Database): Promise<Record<string, SitemapRow[]>> {
  return { ...(await sitemapRows(db)), assessment: assessmentSlugs.map((slug) => ({ parameters: { slug } })) };
}

/** A row's parameters for a route: each of the route's formats ('practitioner_{id}') filled from the row. */
function parametersFor(route: PageRouteEntry, row: SitemapRow): Record<string, string> {
  const formatted = Object.entries(route.parameterFormats ?? {}).map(([name, format]) => [
    name,
    format.replace(/\{(\w+)\}/g, (_match, field: string) => row.parameters[field] ?? ''),
  ]);
  return { ...row.parameters, ...Object.fromEntries(formatted) };
}

function fillPath(pagePath: string, parameters: Record<string, string>): string | null {
  let complete = true;
  const filled = pagePath.replace(/:(\w+)/g, (_match, name: string) => {
    const value = parameters[name];
    if (value === undefined) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? filled : null;
}

/** Two <url> entries, Arabic and English, each naming both and Arabic as the default for other languages. */
function urlEntries(pagePath: string, publicUrl: string, lastModified: string | undefined): string[] {
  const { ar, en } = localizedPaths(pagePath);
  const alternates = [
    ['ar', ar],
    ['en', en],
    ['x-default', ar],
  ].map(
    ([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(publicUrl + href)}"/>`,
  );
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  return [ar, en].map(
    (href) => `<url><loc>${escapeHtml(publicUrl + href)}</loc>${lastmod}${alternates.join('')}</url>`,
  );
}

/** The listed pages of the route table, those with parameters once per database row. */
export async function buildSitemap(
  routes: readonly PageRouteEntry[],
  db: Database,
  publicUrl: string,
): Promise<{ xml: string; urlCount: number; unknownPages: string[] }> {
  const instances = await routeInstances(db);
  const entries: string[] = [];
  const unknownPages: string[] = [];
  for (const route of routes) {
    if (route.indexing !== 'listed') continue;
    if (!route.path.includes(':')) {
      // Static pages carry no lastmod: no date is known for when their text last changed.
      entries.push(...urlEntries(route.path, publicUrl, undefined));
      continue;
    }
    const rows = instances[route.page];
    if (!rows) unknownPages.push(route.page);
    for (const row of rows ?? []) {
      const pagePath = fillPath(route.path, parametersFor(route, row));
      if (pagePath) entries.push(...urlEntries(pagePath, publicUrl, row.lastModified));
    }
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return { xml, urlCount: entries.length, unknownPages };
}

/**
 * GET /sitemap.xml, rebuilt when the content changes (a published article or listing is in it at the next
 * request) and at least every five minutes (the route table may change with a deploy).
 */
export function registerSitemap(app: FastifyInstance, { routes: readRoutes, publicUrl, db }: SitemapOptions): void {
  let cached: { xml: string; expiresAt: number; content: string } | undefined;
  const contentVersion = contentVersionReader(db);

  app.get('/sitemap.xml', async (request, reply) => {
    const content = await contentVersion();
    if (!cached || cached.expiresAt <= Date.now() || cached.content !== content) {
      const routes = readRoutes();
      if (!routes) return sendSiteNotBuilt(reply);
      const { xml, urlCount, unknownPages } = await buildSitemap(routes.routes, db, publicUrl);
      if (unknownPages.length > 0) {
        request.log.warn({ pages: unknownPages }, 'sitemap: listed pages with parameters but no rows to fill them');
      }
      if (urlCount > maximumUrls) request.log.warn({ urlCount }, 'sitemap: more URLs than one sitemap file may hold');
      cached = { xml, expiresAt: Date.now() + cacheMilliseconds, content };
    }
    return reply.header('cache-control', 'public, max-age=30').type('application/xml; charset=utf-8').send(cached.xml);
  });
}
