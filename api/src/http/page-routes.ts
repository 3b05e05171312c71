import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** One entry of SITE_DIR/shell/page-routes.json, written by the shell build from its route table. */
export interface PageRouteEntry {
  /** Without locale prefix, React Router syntax ('/blog/:id'). */
  path: string;
  /** Key of the page in its remote's route module ('blog-article'). */
  page: string;
  indexing: 'listed' | 'unlisted' | 'disallowed';
}

/** The shell's page routes, or null while the site is not built. */
export async function readPageRoutes(siteDir: string): Promise<PageRouteEntry[] | null> {
  try {
    return JSON.parse(await fs.promises.readFile(path.join(siteDir, 'shell', 'page-routes.json'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A path in both locales: Arabic bare, English under /en ('/' is '/en'). */
export function localizedPaths(pagePath: string): { ar: string; en: string } {
  return { ar: pagePath, en: pagePath === '/' ? '/en' : `/en${pagePath}` };
}

export function sendSiteNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('The site is not built yet: run `npm run build`, then reload. The API is up at /graphql.');
}
