import type { PageRouteEntry } from '@sakina/shared/contracts';

/**
 * The one address of a page, when a request names it another way: the locale prefix and the route's own words
 * in lower case, no trailing slash, the query string kept. Parameters (a practitioner's slug, a verification
 * code, a preview token) stay exactly as sent: they may be case-sensitive. Null when the request already is
 * canonical, or names no page of the table (the shell answers its 404).
 */
export function canonicalPageUrl(routes: readonly PageRouteEntry[], url: string): string | null {
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const segments = pathname.split('/').filter(Boolean);
  const english = segments[0]?.toLowerCase() === 'en';
  const pageSegments = english ? segments.slice(1) : segments;
  const route = routes.find((entry) => matchesIgnoringCase(entry.path, pageSegments));
  if (!route) return null;
  const pattern = route.path.split('/').filter(Boolean);
  const canonicalSegments = pattern.map((part, index) => (part.startsWith(':') ? pageSegments[index]! : part));
  const canonicalPath = `/${[...(english ? ['en'] : []), ...canonicalSegments].join('/')}`;
  return canonicalPath === pathname ? null : `${canonicalPath}${query}`;
}

function matchesIgnoringCase(routePath: string, segments: string[]): boolean {
  const pattern = routePath.split('/').filter(Boolean);
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index]!.toLowerCase())
  );
}
