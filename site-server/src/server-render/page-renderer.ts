import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { contentVersionReader, internalRequestHeader, withDeadline, type Database } from '@sakina/api';
import type { DevicePlatform, PostedForm, RuntimeConfig } from '@sakina/shared/contracts';
import { readCookie } from '@sakina/shared/cookies';
import { detectPlatform } from '@sakina/shared/device-platform';
import { jsonForScript } from '@sakina/shared/html';
import { localeFromPath, localePath } from '@sakina/shared/locale-path';
import type { PageRequest } from '../pages/page-handler';
import { sendSiteNotBuilt } from '../pages/page-routes';
import { siteAssets, type ShellAssets } from './site-assets';
import { loadShellRenderer, type RenderResult, type ShellRenderer } from './shell-renderer';
import { createPageCache } from './page-cache';
import { htmlPage } from './html-page';

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
    platform: DevicePlatform,
    form: PostedForm | undefined,
    badRequest: boolean,
  ) {
    const serverEntries = Object.fromEntries(
      Object.entries(remotes).map(([name, manifest]) => [
        name,
        `${options.loopbackOrigin}${manifest.replace(/[^/]*$/, 'server/remoteEntry.js')}`,
      ]),
    );
    const result = await withDeadline(
      shellRenderer()!.render({
        // An address that cannot be read is rendered as its locale's home, with the 400 page in its place.
        url: badRequest ? localePath('/', localeFromPath(request.url)) : request.url,
        badRequest,
        cookie: String(request.headers.cookie ?? ''),
        platform,
        signedIn,
        origin: options.publicUrl,
        remotes,
        serverEntries,
        config: options.runtimeConfig,
        fetch: fetchInProcess,
        ...(form ? { form } : {}),
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
    // The browser could not route the address either: the 400 page goes without scripts, a page of its own.
    if (result.status === 400)
      return htmlPage(shell.template, {
        locale: result.locale,
        head: result.head,
        styles: shell.styles,
        body: result.html,
        withoutScripts: true,
      });
    const page =
      result.route && remotes[result.route.remote]
        ? assets.remotePage(remotes[result.route.remote]!, result.route.page, result.locale)
        : { scripts: [], styles: [] };
    return htmlPage(shell.template, {
      locale: result.locale,
      head: result.head,
      styles: [...shell.styles, ...page.styles],
      scripts: [...shell.scripts, ...(shell.localeScripts[result.locale] ?? []), ...page.scripts],
      body: result.html,
      state: `<script type="application/json" id="ssr-state">${jsonForScript(result.state)}</script>`,
    });
  }

  /** Sends the page of `request` by its route's rules (page-handler.ts matched it in the shell's table). */
  return async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { page, routes, gatedStatus, form, badRequest = false }: PageRequest,
  ) {
    const shell = assets.shell();
    if (!shell) return sendSiteNotBuilt(reply);
    const cookies = String(request.headers.cookie ?? '');
    const signedIn = readCookie(cookies, options.sessionCookieName) !== undefined;
    const remotes = assets.remotes() ?? { manifests: {}, stamp: '' };
    // A phone's page offers the app its own way (a practitioner's Book): the device is part of what the page is.
    const platform = detectPlatform(String(request.headers['user-agent'] ?? ''));
    reply.type('text/html; charset=utf-8').header('vary', 'cookie, user-agent');
    // A visitor with a session gets a page made for this request alone; a no-store page is never kept anywhere,
    // nor a page made from a posted form (what the visitor answered).
    const uncached =
      signedIn ||
      badRequest ||
      page?.route.caching === 'no-store' ||
      page?.route.privateLink === true ||
      form !== undefined;
    reply.header(
      'cache-control',
      page?.route.privateLink || form ? 'no-store' : uncached ? 'private, no-store' : 'no-cache',
    );
    const locale = localeFromPath(request.url);
    if (gatedStatus !== undefined) reply.code(gatedStatus);
    if (badRequest) reply.code(400);
    if (!shellRenderer()) return reply.send(htmlPage(shell.template, { locale }));

    const key = uncached
      ? null
      : cache.key({
          url: request.url,
          // The cookies the page depends on (the shell's list): the language chosen, the consent.
          cookies: (routes?.renderCookies ?? []).map((name) => readCookie(cookies, name) ?? '').join(';'),
          remotes: remotes.stamp,
          content: await contentVersion(),
          platform,
        });
    const cached = key ? await cache.get(key) : undefined;
    if (cached) return reply.code(cached.status).header('x-render', 'cache').send(cached.html);

    try {
      const { result, html } = await render(request, shell, remotes.manifests, signedIn, platform, form, badRequest);
      if (result.kind === 'redirect')
        return reply.header('cache-control', 'no-store').redirect(result.location, result.status);
      const status = gatedStatus ?? (result.kind === 'page' ? result.status : 200);
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
      if (badRequest) return reply.type('text/plain; charset=utf-8').send('Bad request');
      return reply.header('x-render', 'browser').send(htmlPage(shell.template, { locale }));
    }
  };
}
