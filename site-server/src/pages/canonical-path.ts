import type { PageRouteEntry } from '@sakina/shared/contracts';

/**
 * The one address of a page, when a request names it another way: the locale prefix and the route's own words
 * in lower case, no trailing slash, the query string kept but for its empty fields (a GET form sent without
 * scripts names every field: `?q=&type=family` is `?type=family`). Parameters (a practitioner's slug, a verification
 * code, a preview token) stay exactly as sent: they may be case-sensitive. Null when the request already is
 * canonical, or names no page of the table (the shell answers its 404).
 */
export function canonicalPageUrl(routes: readonly PageRouteEntry[], url: string): string | null {
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = withoutEmptyFields(queryAt === -1 ? '' : url.slice(queryAt));
  const segments = pathname.split('/').filter(Boolean);
  const english = segments[0]?.toLowerCase() === 'en';
  const pageSegments = english ? segments.slice(1) : segments;
  const route = routes.find((entry) => matchesIgnoringCase(entry.path, pageSegments));
  if (!route) return null;
  const pattern = route.path.split('/').filter(Boolean);
  const canonicalSegments = pattern.map((part, index) => (part.startsWith(':') ? pageSegments[index]! : part));
  const canonicalPath = `/${[...(english ? ['en'] : []), ...canonicalSegments].join('/')}`;
  const canonical = `${canonicalPath}${query}`;
  return canonical === url ? null : canonical;
}

/** The query without its `name=` fields, each other field as sent (its encoding too). */
function withoutEmptyFields(query: string): string {
  if (query === '') return '';
  const fields = query.slice(1).split('&');
  const kept = fields.filter((field) => field !== '' && !field.endsWith('='));
  if (kept.length === fields.length) return query;
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function matchesIgnoringCase(routePath: string, segments: string[]): boolean {
  const pattern = routePath.split('/').filter(Boolean);
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index]!.toLowerCase())
  );
}
