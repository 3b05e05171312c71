import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageGate } from '@sakina/api';
import type { PostedForm } from '@sakina/shared/contracts';
import { canonicalPageUrl } from './canonical-path';
import { matchPage, type MatchedPage, type PageRoutesFile } from './page-routes';

/** A page request as the route table sees it. */
export interface PageRequest {
  /** The page's route and parameters; null for a path the table does not know (the shell answers its 404). */
  page: MatchedPage | null;
  /** The table, or null before the shell is built. */
  routes: PageRoutesFile | null;
  /** The status the API's gate decided (404, 410, 429), which the page answers with instead of 200. */
  gatedStatus?: number;
  /** The fields posted to a page that takes its form (posted-pages.ts): the page is made for this request alone. */
  form?: PostedForm;
  /** The address cannot be read (broken percent-encoding): the 400 page, in the locale of its prefix. */
  badRequest?: boolean;
}

export type RenderPage = (request: FastifyRequest, reply: FastifyReply, page: PageRequest) => Promise<unknown>;
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The headers of a page whose address carries a secret (an issued document's link, a printed code). */
function sendPrivateLinkHeaders(reply: FastifyReply) {
  reply
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'SAMEORIGIN');
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  if (policy)
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'"));
}

/**
 * Whether another site's page asks for this one other than by opening it: a fetch, a frame, an image. A top-level
 * navigation opens from anywhere (a link in webmail), and so does a request without Sec-Fetch headers.
 */
function isCrossSiteSubrequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== 'cross-site' && site !== 'same-site') return false;
  const mode = request.headers['sec-fetch-mode'];
  const destination = request.headers['sec-fetch-dest'];
  return mode !== 'navigate' || (destination !== undefined && destination !== 'document');
}

/**
 * Answers a page request by the rules of its route in the shell's table (SITE_DIR/shell/page-routes.json): a page
 * asked for by another spelling of its address (`/About`, `/about/`) is sent to the canonical one (301), a
 * private link that another site fetches or frames is refused (403), the API's gate decides the status of a page
 * whose address it checks, a private link gets its headers, then the page is rendered. The server derives no rule
 * of its own from the path.
 */
export function createPageHandler(
  readRoutes: () => PageRoutesFile | null,
  gates: Record<string, PageGate>,
  render: RenderPage,
): SendPage {
  return async function sendPage(request, reply) {
    const routes = readRoutes();
    const canonical = routes ? canonicalPageUrl(routes.routes, request.url) : null;
    if (canonical) return reply.header('cache-control', 'public, max-age=3600').redirect(canonical, 301);
    const page = routes ? matchPage(routes.routes, request.url) : null;
    if (page?.route.privateLink && isCrossSiteSubrequest(request)) {
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .send({ error: 'Another site may open this page, not fetch or frame it.' });
    }
    const gate = page?.route.gate && request.method === 'GET' ? gates[page.route.gate] : undefined;
    const gatedStatus = gate
      ? await gate(request, reply, { key: page!.route.page, parameters: page!.parameters })
      : undefined;
    if (page?.route.privateLink) sendPrivateLinkHeaders(reply);
    return render(request, reply, { page, routes, gatedStatus });
  };
}
