import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { PageRouteEntry, PageRoutesFile } from '@sakina/shared/contracts';
import { stripLocale } from '@sakina/shared/locale-path';
import { whileUnchanged } from '../site/while-unchanged';

export type { PageRouteEntry, PageRoutesFile };

/**
 * The shell's page routes (SITE_DIR/shell/page-routes.json, from its route table), re-read when the file changes
 * (one stat a call), or null while the site is not built. One reader serves the pages, the sitemap and robots.txt.
 */
export function pageRoutesReader(siteDir: string): () => PageRoutesFile | null {
  const file = path.join(siteDir, 'shell', 'page-routes.json');
  return whileUnchanged(file, () => JSON.parse(fs.readFileSync(file, 'utf8')) as PageRoutesFile);
}

/** A path in both locales: Arabic bare, English under /en ('/' is '/en'). */
export function localizedPaths(pagePath: string): { ar: string; en: string } {
  return { ar: pagePath, en: pagePath === '/' ? '/en' : `/en${pagePath}` };
}

export interface MatchedPage {
  route: PageRouteEntry;
  parameters: Record<string, string>;
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The route of a request's URL in either locale, as React Router matches it: segment by segment, `:name` taking
 * one whole segment, a trailing slash ignored, static routes before routes with parameters.
 */
export function matchPage(routes: readonly PageRouteEntry[], url: string): MatchedPage | null {
  const segments = (stripLocale(url.split(/[?#]/)[0] ?? '/').split('/') as string[]).filter(Boolean);
  let best: MatchedPage | null = null;
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const parameters: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      const value = decoded(segment);
      if (value === null) return false;
      parameters[part.slice(1)] = value;
      return true;
    });
    if (!matches) continue;
    if (!route.path.includes(':')) return { route, parameters };
    best ??= { route, parameters };
  }
  return best;
}

export function sendSiteNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('The site is not built yet: run `npm run build`, then reload. The API is up at /graphql.');
}
