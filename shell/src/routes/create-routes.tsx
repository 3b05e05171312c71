import { redirect, type RouteObject } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import type { Locale } from '@sakina/shared/contracts';
import { readLocaleCookie } from '@sakina/shared/i18n';
import { RemotePage } from '../remotes/remote-page';
import { AuthLayout, DefaultLayout, EmptyLayout, MinimalLayout, StaffLayout } from '../layouts/layouts';
import { LocaleRoot, type RouteHandle } from '../locale/locale-root';
import { RouteErrorPage } from '../errors/error-page';
import { NotFoundPage } from '../errors/not-found-page';
import { guards, type Guard } from '../guards/guards';
import { routeTable, type LayoutName, type PageRoute } from './route-table';

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  minimal: MinimalLayout,
  auth: AuthLayout,
  staff: StaffLayout,
};

interface RouteDependencies {
  /** The guards' client. The server makes the routes once, without one: it leaves guarded pages to the browser. */
  client?: ApolloClient;
  guardRegistry?: Record<string, Guard>;
  /** The request's cookies: the browser's own by default; the server reads the request's header. */
  readCookie?: (request: Request) => string;
}

const browserCookies = () => document.cookie;

function pageRoute(route: PageRoute, { client, guardRegistry = guards }: RouteDependencies): RouteObject {
  const guard = route.guard ? guardRegistry[route.guard] : undefined;
  if (route.guard && !guard) throw new Error(`Route ${route.path} names the unknown guard "${route.guard}"`);
  const relative = route.path === '/' ? undefined : route.path.slice(1);
  return {
    ...(relative ? { path: relative } : { index: true }),
    handle: { title: route.title, route } satisfies RouteHandle,
    errorElement: <RouteErrorPage />,
    ...(guard
      ? {
          loader: (args) => {
            if (!client) throw new Error(`${route.path} is guarded: the browser renders it`);
            return guard(args, client);
          },
        }
      : {}),
    // Keyed so that moving between pages of the site never carries one page's error state to the next.
    element: <RemotePage key={`${route.remote}/${route.page}`} remote={route.remote} page={route.page} />,
  };
}

function localeTree(locale: Locale, dependencies: RouteDependencies): RouteObject {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const route of routeTable) {
    const list = byLayout.get(route.layout) ?? [];
    const object = pageRoute(route, dependencies);
    if (locale === 'ar' && route.path === '/') {
      // A visitor who chose English lands on /en from the bare home page.
      object.loader = ({ request }) => {
        if (readLocaleCookie((dependencies.readCookie ?? browserCookies)(request)) !== 'en') return null;
        const { search, hash } = new URL(request.url);
        return redirect(`/en${search}${hash}`);
      };
    }
    list.push(object);
    byLayout.set(route.layout, list);
  }
  const children: RouteObject[] = [...byLayout].map(([layout, routes]) => {
    const Layout = layouts[layout];
    return { element: <Layout />, children: routes };
  });
  children.push({
    element: <DefaultLayout />,
    children: [{ path: '*', element: <NotFoundPage />, handle: { title: 'not-found' } }],
  });
  return {
    path: locale === 'ar' ? '/' : '/en',
    element: <LocaleRoot locale={locale} />,
    errorElement: <RouteErrorPage />,
    // Shown while a guard or the locale redirect decides on the first load.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children,
  };
}

/** Both locale trees; English first so '/en/...' never falls into the Arabic catch-all. */
export function createRoutes(dependencies: RouteDependencies): RouteObject[] {
  return [localeTree('en', dependencies), localeTree('ar', dependencies)];
}
