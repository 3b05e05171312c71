import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { ApolloClient } from '@apollo/client';
import { text } from 'node:stream/consumers';
import type { i18n as I18n } from 'i18next';
import {
  badRequest,
  gone,
  locationOf,
  notFound,
  statusOf,
  type PageHead,
  type ShellContext,
} from '@sakina/shared/contracts';
import { createApolloClient } from '@sakina/shared/graphql';
import { createI18nInstance } from '@sakina/shared/i18n';
import { localeFromPath } from '@sakina/shared/navigation';
import { registerManifest, rememberFailuresFor } from '../remotes/registry';
import { preloadRemotePageData } from '../remotes/remote-page';
import { createRoutes } from '../routes/create-routes';
import { pageMatchOf } from '../routes/page-path';
import { shellResources } from '../i18n/resources';
import { headTags } from './head';
import { Providers } from '../app';
import { RequestCookies } from '../features/consent/request-cookies';
import type { RenderRequest, RenderResult } from './render-request';

rememberFailuresFor(5_000);

const catchAllPath = '*';

interface TreeResult {
  html: string;
  /** What the page said of itself: 404 or 410 (its error element shows), or 301 with the new address. */
  pageStatus?: { status: 404 | 410 } | { status: 301; location: string };
  failures: string[];
}

/** Statuses a page may raise about itself (HttpStatusError); anything else is a failure of its area. */
const pageStatuses = new Set([301, 404, 410]);

function pageStatusOf(errors: unknown[]): TreeResult['pageStatus'] {
  const moved = errors.map(locationOf).find(Boolean);
  if (moved) return { status: 301, location: moved };
  const statuses = errors.map(statusOf);
  if (statuses.includes(410)) return { status: 410 };
  if (statuses.includes(404)) return { status: 404 };
  return undefined;
}

type RenderFunction = Parameters<typeof prerenderStatic>[0]['renderFunction'];

function treeResult(html: string, errors: unknown[]): TreeResult {
  return {
    html,
    pageStatus: pageStatusOf(errors),
    failures: errors
      .filter((error) => !pageStatuses.has(statusOf(error) ?? 0))
      .map((error) => (error instanceof Error ? error.message : String(error))),
  };
}

/**
 * Renders the tree. When the page's data was fetched ahead (its preload), one pass is tried first: it is the page
 * if no query of the tree was left waiting for data. Otherwise (or without a preload), Apollo renders, waits for the
 * queries the pass started and renders again, until every query has its data; the HTML is the last pass's.
 */
async function renderTree(tree: ReactNode, preloaded: ApolloClient | null): Promise<TreeResult> {
  let errors: unknown[] = [];
  const renderFunction = ((node: ReactNode) => {
    errors = [];
    return prerenderToNodeStream(node, {
      onError: (error) => void errors.push(error),
      // Every boundary in place: no outlined segments, whose inline swap scripts the CSP would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  }) satisfies RenderFunction;
  if (preloaded) {
    const { prelude } = await renderFunction(tree);
    const html = await text(prelude);
    const waiting = [...preloaded.getObservableQueries('all')].some((query) => query.getCurrentResult().loading);
    if (!waiting) return treeResult(html, errors);
  }
  const { result } = await prerenderStatic({ tree, maxRerenders: 5, renderFunction });
  return treeResult(result, errors);
}

/**
 * The site's routes and their handler, made once: what differs between requests reaches them through the request
 * (its cookies) and the tree's providers (client, texts, context). Made per request, the handler's ranking of every
 * route was a tenth of a render.
 */
let routesHandler: ReturnType<typeof createStaticHandler> | undefined;
const siteHandler = () =>
  (routesHandler ??= createStaticHandler(
    createRoutes({ readCookie: (request) => request.headers.get('cookie') ?? '' }),
  ));

/** The browser's tree (app.tsx) around the static router, so hydration finds what the server rendered. */
function pageTree(
  cookies: string,
  i18n: I18n,
  client: ReturnType<typeof createApolloClient>,
  shellContext: ShellContext,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
) {
  return (
    <RequestCookies.Provider value={cookies}>
      <Providers client={client} i18n={i18n} context={shellContext}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </RequestCookies.Provider>
  );
}

/** One page request: the route's HTML with its data, its head, and what the browser needs to hydrate it. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  registerManifest(request.serverEntries);
  const url = new URL(request.url, request.origin);
  const locale = localeFromPath(url.pathname);
  const i18n = createI18nInstance(locale, shellResources, 'shell');
  const t = i18n.getFixedT(locale, 'shell');
  const page: PageHead = {};
  const context: ShellContext = {
    config: request.config,
    platform: request.platform,
    ...(request.form ? { form: request.form } : {}),
    head: {
      report: (head) =>
        Object.assign(page, Object.fromEntries(Object.entries(head).filter(([, v]) => v !== undefined))),
    },
  };
  const client = createApolloClient({
    uri: `${request.origin}/graphql`,
    getLocale: () => locale,
    fetch: request.fetch,
    ssrMode: true,
  });
  try {
    // The route table's page for the address (the same match the router makes below, without ranking its routes again).
    const pageRoute = pageMatchOf(url.pathname)?.route;
    const head = (routeKey: string, noindex = false) =>
      headTags({
        t,
        locale,
        origin: request.origin,
        pathname: url.pathname,
        search: url.search,
        routeKey,
        page,
        noindex,
      });
    // Guarded pages depend on the visitor (session, referrer), and a signed-in practitioner's account pages on
    // the account: the browser renders them.
    if (
      pageRoute &&
      (pageRoute.guard || pageRoute.personal === 'visitor' || (pageRoute.personal === 'session' && request.signedIn))
    )
      return { kind: 'client', locale, head: head(pageRoute.title, pageRoute.indexing === 'disallowed') };

    const handler = siteHandler();
    const query = await handler.query(new Request(url, { headers: { cookie: request.cookie } }));
    if (query instanceof Response) {
      return { kind: 'redirect', status: query.status, location: query.headers.get('location') ?? '/' };
    }
    const leafMatch = query.matches.at(-1)!;
    const renderWith = (routerState: StaticHandlerContext, preloaded = false) =>
      renderTree(
        pageTree(
          request.cookie,
          i18n,
          client,
          context,
          createStaticRouter(handler.dataRoutes, routerState),
          routerState,
        ),
        preloaded ? client : null,
      );
    const shared = { locale, remotes: request.remotes, config: request.config, platform: request.platform };
    if (request.badRequest) {
      // The locale's home with the 400 page in its place: an address that cannot be read matches no route.
      const rendered = await renderWith({ ...query, statusCode: 400, errors: { [leafMatch.route.id]: badRequest() } });
      return {
        kind: 'page',
        status: 400,
        locale,
        head: head('bad-request', true),
        html: rendered.html,
        fallbacks: rendered.failures,
        // Sent without scripts (the browser could not route this address): nothing to hydrate.
        state: { ...shared, apollo: {}, router: { loaderData: {} } },
      };
    }
    // The page's own data first (its module's preload, as a link ahead of a visit runs it), so that one render
    // pass may find every query answered instead of rendering, waiting for them, and rendering again.
    const preloaded =
      pageRoute &&
      (await preloadRemotePageData(pageRoute.remote, pageRoute.page, {
        client,
        params: leafMatch.params,
        locale,
        search: url.searchParams,
      }).catch(() => false));
    let routerContext = query;
    let rendered = await renderWith(query, preloaded);
    const pageStatus = rendered.pageStatus;
    if (pageStatus?.status === 301) return { kind: 'redirect', status: 301, location: pageStatus.location };
    let errorRoute: { id: string; status: 404 | 410 } | undefined;
    if (pageStatus) {
      // The page said 404 (an unknown practitioner) or 410 (an unpublished article): render the route's error
      // element, as the browser will from the same router state.
      errorRoute = { id: leafMatch.route.id, status: pageStatus.status };
      const error = pageStatus.status === 410 ? gone() : notFound();
      routerContext = { ...query, statusCode: pageStatus.status, errors: { [errorRoute.id]: error } };
      rendered = await renderWith(routerContext, preloaded);
    }
    const missing = Boolean(errorRoute) || leafMatch.route.path === catchAllPath;
    // A page past a list's end keeps its own content (a link to the first page) but answers 404, unindexed.
    const saysNotFound = missing || page.status === 404;
    const routeKey = errorRoute?.status === 410 ? 'gone' : missing ? 'not-found' : (pageRoute?.title ?? 'not-found');
    const route = !missing && pageRoute ? { remote: pageRoute.remote, page: pageRoute.page } : undefined;
    return {
      kind: 'page',
      status: errorRoute?.status ?? (saysNotFound ? 404 : 200),
      locale,
      head: head(routeKey, saysNotFound || pageRoute?.indexing === 'disallowed'),
      html: rendered.html,
      route,
      fallbacks: rendered.failures,
      state: {
        ...shared,
        apollo: client.extract() as object,
        router: { loaderData: routerContext.loaderData, ...(errorRoute ? { errorRoute } : {}) },
        ...(route ? { route } : {}),
        // The browser hydrates the page the posted form made (the page is never cached).
        ...(request.form ? { form: request.form } : {}),
      },
    };
  } finally {
    client.stop();
  }
}
