import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const oneYear = 'public, max-age=31536000, immutable';
// Bundler output names carry a content hash (main.3f2a9c1d.js), so such a file never changes under its name.
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    String(request.headers.accept ?? '').includes('text/html') &&
    path.posix.extname(pathname) === '' &&
    !pathname.startsWith('/graphql')
  );
}

/**
 * All-in-one mode: the built site from SITE_DIR. `remotes.json` and `index.html` are never cached, remote
 * folders are versioned and cached for a year, page routes fall back to the shell's index.html, and a
 * missing remote asset is a plain 404 (an HTML page there would break the module loader).
 */
export function registerStaticSite(app: FastifyInstance, siteDir: string): void {
  const shellDir = path.join(siteDir, 'shell');
  const remotesDir = path.join(siteDir, 'remotes');
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  const sendShell = (reply: FastifyReply) => {
    if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build`, then reload. The API is up at /graphql.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDir);
  };

  app.get('/remotes.json', async (_request, reply) => {
    try {
      const registry = await fs.promises.readFile(path.join(siteDir, 'remotes.json'), 'utf8');
      return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(registry);
    } catch {
      return notFound(reply);
    }
  });

  app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply) => reply.header('cache-control', oneYear),
  });

  app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, filePath) => reply.header('cache-control', hashedName.test(filePath) ? oneYear : 'no-cache'),
  });

  app.get('/', (request, reply) => (isPageRequest(request, '/') ? sendShell(reply) : notFound(reply)));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/remotes/') || !isPageRequest(request, pathname)) return notFound(reply);
    return sendShell(reply);
  });
}
