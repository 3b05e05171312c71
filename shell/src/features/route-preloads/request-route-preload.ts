import type { ApolloClient } from '@apollo/client';
import type { FederationName } from '@sakina/shared/contracts';
import { localeFromPath } from '@sakina/shared/navigation';
import { preloadRemotePage, preloadRemotePageData } from '../../remotes/remote-page';
import { inArea, pageMatchOf } from '../../routes/page-path';
import type { PreloadQueue } from './preload-queue';

/** Private or personal data (an account, the staff console, a document's check): never fetched ahead of a visit. */
const noDataAhead = ['/auth', '/staff', '/verify'];

/**
 * A link to another area: that page's code and texts are queued, and with them, outside the private areas and
 * the document pages, the page's own data preload (the remote's, if its page module has one). Data is fetched
 * once per address, code once per page; false when nothing is queued.
 */
export function requestRoutePreload(
  queue: PreloadQueue,
  url: URL,
  { client, currentRemote }: { client: ApolloClient; currentRemote: FederationName | undefined },
): boolean {
  const match = pageMatchOf(url.pathname);
  if (!match || match.route.remote === currentRemote) return false;
  const { route, params } = match;
  const locale = localeFromPath(url.pathname);
  if (route.remote === 'mfe_documents' || inArea(url.pathname, noDataAhead)) {
    return queue.request(`${route.remote}/${route.page}/${locale}`, () =>
      preloadRemotePage(route.remote, route.page, locale),
    );
  }
  return queue.request(`${url.pathname}${url.search}`, () =>
    preloadRemotePageData(route.remote, route.page, { client, params, locale, search: url.searchParams }),
  );
}
