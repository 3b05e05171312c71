import type { FastifyInstance } from 'fastify';
import { localizedPaths, sendSiteNotBuilt, type PageRouteEntry, type PageRoutesFile } from './page-routes';

interface RobotsOptions {
  /** The shell's page routes (page-routes.ts, pageRoutesReader). */
  routes: () => PageRoutesFile | null;
  publicUrl: string;
}

/** The part of a path before its first parameter: robots.txt rules match by prefix. */
function staticPrefix(pagePath: string): string {
  const parameter = pagePath.indexOf('/:');
  return parameter === -1 ? pagePath : `${pagePath.slice(0, parameter)}/`;
}

/**
 * Disallow lines for the disallowed routes, in both locales. A first segment whose every route is disallowed
 * (/auth/…) becomes one folder rule, so a page added there later is covered before the shell is rebuilt.
 */
function disallowedPrefixes(routes: readonly PageRouteEntry[]): string[] {
  const folderOf = (pagePath: string) => /^\/[^/]+\//.exec(pagePath)?.[0];
  const prefixes = routes
    .filter((route) => route.indexing === 'disallowed')
    .map((route) => {
      const folder = folderOf(route.path);
      const wholeFolder =
        folder !== undefined &&
        routes.every((other) => !other.path.startsWith(folder) || other.indexing === 'disallowed');
      return wholeFolder ? folder : staticPrefix(route.path);
    });
  return [...new Set(prefixes)].flatMap((prefix) => Object.values(localizedPaths(prefix)));
}

/** The server's own addresses a page links to that are no pages: the language switch (preferences.ts). */
const serverActions = ['/locale/'];

export function robotsTxt(routes: readonly PageRouteEntry[], publicUrl: string): string {
  const rules = [...disallowedPrefixes(routes), ...serverActions].map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', ...rules, 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** GET /robots.txt: everything may be crawled but the practitioner account pages and the document pages. */
export function registerRobots(app: FastifyInstance, { routes: readRoutes, publicUrl }: RobotsOptions): void {
  app.get('/robots.txt', async (_request, reply) => {
    const routes = readRoutes();
    if (!routes) return sendSiteNotBuilt(reply);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(routes.routes, publicUrl));
  });
}
