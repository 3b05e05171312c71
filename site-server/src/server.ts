import type { FastifyInstance } from 'fastify';
import { apiPlugin, createHttpServer, type ApiOptions, type AppConfig, type Database } from '@sakina/api';
import type { Redis } from 'ioredis';
import { createPageHandler } from './pages/page-handler';
import { pageRoutesReader } from './pages/page-routes';
import { registerPostedPages } from './pages/posted-pages';
import { registerPreferences } from './pages/preferences';
import { registerQrCodeImages } from './pages/qr-code-images';
import { registerRobots } from './pages/robots';
import { registerSitemap } from './pages/sitemap';
import { acceptsHtml, registerStaticSite } from './pages/static-site';
import { createPageRenderer } from './server-render/page-renderer';

export type ServerDependencies = ApiOptions;

export interface SiteOptions {
  config: AppConfig;
  db: Database;
  /** REDIS_URL's connection: rendered pages shared by every server. */
  redis?: Redis | null;
}

/**
 * The site's routes in a server the API is mounted in: /sitemap.xml, /robots.txt, the published files
 * (SITE_DIR) and every page, rendered on the server by the rules of the shell's route table.
 */
export function registerSite(app: FastifyInstance, { config, db, redis }: SiteOptions): void {
  const routes = pageRoutesReader(config.siteDir);
  registerSitemap(app, { routes, publicUrl: config.publicUrl, db });
  registerRobots(app, { routes, publicUrl: config.publicUrl });
  registerPreferences(app, config);
  registerQrCodeImages(app, config);
  const renderPage = createPageRenderer(app, {
    siteDir: config.siteDir,
    publicUrl: config.publicUrl,
    loopbackOrigin: `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`,
    runtimeConfig: config.runtime,
    db,
    internalRequestToken: app.api.internalRequestToken,
    sessionCookieName: app.api.sessionCookieName,
    redis,
  });
  registerPostedPages(app, config, routes, renderPage);
  registerStaticSite(app, config.siteDir, createPageHandler(routes, app.api.pageGates, renderPage));
  // A malformed address (/blog/%E0%A4%A) gets the site's 400 page, in the locale of its prefix.
  app.setBadUrlHandler((request, reply) =>
    acceptsHtml(request.headers.accept)
      ? renderPage(request, reply, { page: null, routes: routes(), badRequest: true })
      : reply.code(400).type('text/plain; charset=utf-8').send('Bad request'),
  );
}

/**
 * The whole server, one process: the HTTP base (security headers, compression, request ids), the API as a
 * Fastify plugin, and the site. Tests drive it with `app.inject`.
 */
export async function buildServer(dependencies: ServerDependencies): Promise<FastifyInstance> {
  const app = createHttpServer(dependencies.config, dependencies.logger);
  await app.register(apiPlugin, dependencies);
  registerSite(app, { config: dependencies.config, db: dependencies.database.db, redis: dependencies.redis });
  return app;
}
