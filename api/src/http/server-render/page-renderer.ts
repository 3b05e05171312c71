import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import { readCookie } from '@sakina/shared/cookies';
import type { Database } from '../../db/client';
import { contentVersions } from '../../db/content-versions.table';
import { siteAssets, type ShellAssets } from './site-assets';
import { loadShellRenderer, type RenderResult, type ShellRenderer } from './shell-renderer';
import { createPageCache } from './page-cache';
import { jsonForScript } from '@sakina/shared/html';
import { htmlPage } from './html-page';
import { sendSiteNotBuilt } from '../page-routes';
import { internalRequestHeader } from '../request-guards';
import { withDeadline } from '../../reliability/deadline';

export interface PageRendererOptions {
  siteDir: string;
  /** The public origin (PUBLIC_URL): canonical and alternate links. */
  publicUrl: string;
  /** Where this server answers on loopback: the render loads remote server builds from it. */
  loopbackOrigin: string;
  runtimeConfig: RuntimeConfig;
  db: Database;
  /** A render that takes longer is abandoned: the browser renders that page. */
  renderTimeoutMs?: number;
  /** Marks the render's own GraphQL requests, which the per-client GraphQL limit does not count. */
  internalRequestToken: string;
  /** `session` or `__Host-session`: a visitor holding it gets a page of their own. */
  sessionCookieName: string;
  /** Pages shared by every server (REDIS_URL); without it each server keeps its own. */
  redis?: Redis | null;
}

const localeCookie = 'locale';
/** The staff console's pages, in both locales. */
const staffConsolePattern = /^(?:\/en)?\/staff(?=[/?#]|$)/;
const consentCookie = 'cookie_consent';

/** Calls the API in-process: the render's GraphQL requests never touch the network. */
function inProcessFetch(app: FastifyInstance, internalRequestToken: string): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: {
        ...Object.fromEntries(new Headers(init.headers).entries()),
        [internalRequestHeader]: internalRequestToken,
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/** The versions of the database's content tables, read at most once a second. */
function contentVersionReader(db: Database) {
  let cached: { at: number; value: Promise<string> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > 1_000) {
      const value = db
        .select()
        .from(contentVersions)
        .then((rows) => rows.map((row) => `${row.name}:${row.version}`).join(','))
        .catch(() => String(now));
      cached = { at: now, value };
    }
    return cached.value;
  };
}

/**
 * Answers page requests with server-rendered HTML through the shell's server build, which loads each live
 * remote's server build. Anonymous pages are cached briefly; a visitor with a session is never served a
 * cached page. Without a server build, or when a render fails, the page is the shell alone (the browser renders).
 */
export function createPageRenderer(app: FastifyInstance, options: PageRendererOptions) {
  const assets = siteAssets(options.siteDir);
  const cache = createPageCache({
    redis: options.redis,
    onSharedCacheError: (error) => app.log.warn({ err: error }, 'the shared page cache failed; rendering instead'),
  });
  const contentVersion = contentVersionReader(options.db);
  const fetchInProcess = inProcessFetch(app, options.internalRequestToken);
  const timeoutMs = options.renderTimeoutMs ?? 8_000;
  let renderer: ShellRenderer | null | undefined;

  const shellRenderer = () => {
    if (renderer === undefined) renderer = loadShellRenderer(assets.shellDir);
    return renderer;
  };

  async function render(
    request: FastifyRequest,
    shell: ShellAssets,
    remotes: Record<string, string>,
    signedIn: boolean,
  ) {
    const serverEntries = Object.fromEntries(
      Object.entries(remotes).map(([name, manifest]) => [
        name,
        `${options.loopbackOrigin}${manifest.replace(/[^/]*$/, 'server/remoteEntry.js')}`,
      ]),
    );
    const result = await withDeadline(
      shellRenderer()!.render({
        url: request.url,
        cookie: String(request.headers.cookie ?? ''),
        signedIn,
        origin: options.publicUrl,
        remotes,
        serverEntries,
        config: options.runtimeConfig,
        fetch: fetchInProcess,
      }),
      timeoutMs,
      'render',
    );
    return { result, html: result.kind === 'redirect' ? '' : pageHtml(shell, remotes, result) };
  }

  function pageHtml(
    shell: ShellAssets,
    remotes: Record<string, string>,
    result: Exclude<RenderResult, { kind: 'redirect' }>,
  ) {
    if (result.kind === 'client') return htmlPage(shell.template, { locale: result.locale, head: result.head });
    const page =
      result.route && remotes[result.route.remote]
        ? assets.remotePage(remotes[result.route.remote]!, result.route.page, result.locale)
        : { scripts: [], styles: [] };
    return htmlPage(shell.template, {
      locale: result.locale,
      head: result.head,
      styles: [...shell.styles, ...page.styles],
      scripts: [...shell.scripts, ...page.scripts],
      body: result.html,
      state: `<script type="application/json" id="ssr-state">${jsonForScript(result.state)}</script>`,
    });
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const shell = assets.shell();
    if (!shell) return sendSiteNotBuilt(reply);
    const cookies = String(request.headers.cookie ?? '');
    const signedIn = readCookie(cookies, options.sessionCookieName) !== undefined;
    const remotes = assets.remotes() ?? { manifests: {}, stamp: '' };
    reply.type('text/html; charset=utf-8').header('vary', 'cookie');
    // The staff console (/staff, /en/staff) is rendered in the browser only and never stored anywhere.
    const staffConsole = staffConsolePattern.test(request.url);
    // A visitor with a session gets a page made for this request alone.
    reply.header('cache-control', signedIn || staffConsole ? 'private, no-store' : 'no-cache');
    const locale = /^\/en(?=\/|$|\?)/.test(request.url) ? 'en' : 'ar';
    if (!shellRenderer()) return reply.send(htmlPage(shell.template, { locale }));

    const key =
      signedIn || staffConsole
        ? null
        : cache.key({
            url: request.url,
            // The cookies the page depends on: the language chosen (the home page) and the consent (its banner).
            cookies: `${readCookie(cookies, localeCookie) ?? ''};${readCookie(cookies, consentCookie) ? 'consent' : ''}`,
            remotes: remotes.stamp,
            content: await contentVersion(),
          });
    const cached = key ? await cache.get(key) : undefined;
    if (cached) return reply.code(cached.status).header('x-render', 'cache').send(cached.html);

    try {
      const { result, html } = await render(request, shell, remotes.manifests, signedIn);
      if (result.kind === 'redirect')
        return reply.header('cache-control', 'no-store').redirect(result.location, result.status);
      const status = result.kind === 'page' ? result.status : 200;
      if (result.kind === 'page' && result.fallbacks.length > 0) {
        request.log.warn(
          { areas: result.fallbacks.length, reason: result.fallbacks[0] },
          'an area was left to the browser',
        );
      } else if (key && result.kind === 'page') cache.set(key, { status, html });
      return reply
        .code(status)
        .header('x-render', result.kind === 'page' ? 'server' : 'browser')
        .send(html);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the browser renders the page');
      return reply.header('x-render', 'browser').send(htmlPage(shell.template, { locale }));
    }
  };
}
