import { matchRoutes } from 'react-router-dom';
import { localeFromPath, localePath, stripLocale } from '@sakina/shared/navigation';
import { routeTable, type PageRoute } from './route-table';

/**
 * Areas no third-party script may see, consent or not: the practitioner's account and application, document
 * verification, the self-assessments and "Help me choose" (what a person answers about their own health: the
 * matcher's answers are its query, which a tag manager or the chat widget would read from the address) and the
 * staff console.
 */
const privateAreas = ['/auth', '/verify', '/assessments', '/practitioners/match', '/staff'];

const routeObjects = routeTable.map((route) => ({ path: route.path, route }));

/** Whether a path (either locale) is one of the areas or under one: inArea('/en/auth/login', ['/auth']). */
export function inArea(pathname: string, areas: readonly string[]): boolean {
  const path = stripLocale(pathname);
  return areas.some((area) => path === area || path.startsWith(`${area}/`));
}

export interface PageMatch {
  route: PageRoute;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Paths already matched (locale stripped), newest last: react-router's matchRoutes flattens, ranks and compiles the
 * whole table on every call, which was a tenth of a server render's time (three calls a page). Bounded, so a crawl
 * of every practitioner's address keeps only the last few hundred.
 */
const knownMatches = new Map<string, PageMatch | null>();
const knownMatchesLimit = 500;

/** The route table's entry for a path (either locale) with its parameters, or undefined for an unknown address. */
export function pageMatchOf(pathname: string): PageMatch | undefined {
  const path = stripLocale(pathname);
  let match = knownMatches.get(path);
  if (match === undefined) {
    const leaf = matchRoutes(routeObjects, path)?.at(-1);
    match = leaf ? { route: leaf.route.route, params: Object.freeze({ ...leaf.params }) } : null;
    if (knownMatches.size >= knownMatchesLimit) knownMatches.delete(knownMatches.keys().next().value!);
    knownMatches.set(path, match);
  }
  return match ?? undefined;
}

/** The route table's entry for a path (either locale), or undefined for an unknown address. */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  return pageMatchOf(pathname)?.route;
}

/**
 * The page path analytics and the chat widget may be told: the route's pattern in its locale
 * (`/en/practitioners/:practitionerSlug`), never the address itself (no ids, query strings or emails); null on
 * pages where no third-party script runs (private areas and the document pages).
 */
export function trackedPagePath(pathname: string): string | null {
  if (inArea(pathname, privateAreas)) return null;
  const route = pageRouteOf(pathname);
  if (route?.remote === 'mfe_documents') return null;
  return localePath(route ? route.path : '/404', localeFromPath(pathname));
}
