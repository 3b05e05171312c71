import type { FastifyReply, FastifyRequest } from 'fastify';

/** A page parameter's values, by name, as the route table's path declares them (`/verify/:code` → `{ code }`). */
export type PageParameters = Record<string, string>;

/**
 * Decides a page's HTTP status before it is rendered, for pages whose address carries something the API checks
 * (an issued document's link, a printed code): undefined when the page is good, else its status. The route
 * table names a page's gate (shell/src/routes/route-table.ts, `gate`); the site server asks it.
 */
export type PageGate = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: { key: string; parameters: PageParameters },
) => Promise<number | undefined>;
