import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const oneYear = 'public, max-age=31536000, immutable';
// Bundler output names carry a content hash (main.3f2a9c1d.js), so such a file never changes under its name.
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

// Publishing writes file.js.br and file.js.gz beside file.js; they are served for it, with its caching.
const precompressedSuffix = /\.(?:br|gz)$/;

/** Source maps stay on disk for the server's error reports; the site never serves them. */
function isSourceMap(pathname: string): boolean {
  return /\.map(?:\.br|\.gz)?$/i.test(pathname);
}

// A browser asks for text/html; monitors and curl send */* or no Accept at all, and get the page too.
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
    return !refused && (type === 'text/html' || type === 'text/*' || type === '*/*');
  });
}

/** Page routes have no file extension and are neither the API nor a remote's folder. */
function isPagePath(pathname: string): boolean {
  return path.posix.extname(pathname) === '' && !pathname.startsWith('/graphql') && !pathname.startsWith('/remotes/');
}

/**
 * All-in-one mode: the built site from SITE_DIR. `remotes.json` and `index.html` are never cached, remote
 * folders are versioned and cached for a year, files go out as their published .br or .gz when the client
 * accepts it, page routes fall back to the shell's index.html, and a missing remote asset is a plain 404 (an
 * HTML page there would break the module loader).
 */
export function registerStaticSite(
  app: FastifyInstance,
  siteDir: string,
  sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const shellDir = path.join(siteDir, 'shell');
  const remotesDir = path.join(siteDir, 'remotes');
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

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
    preCompressed: true,
    allowedPath: (pathname) => !isSourceMap(pathname),
    setHeaders: (reply) => reply.header('cache-control', oneYear),
  });

  app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    preCompressed: true,
    // The template is for the server render only: the page routes answer for it.
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/server/') && !isSourceMap(pathname),
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', hashedName.test(filePath.replace(precompressedSuffix, '')) ? oneYear : 'no-cache'),
  });

  app.get('/', (request, reply) => (acceptsHtml(request.headers.accept) ? sendPage(request, reply) : notFound(reply)));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPagePath(pathname)) return notFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed');
    }
    if (!acceptsHtml(request.headers.accept)) return notFound(reply);
    return sendPage(request, reply);
  });
}
