import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@sakina/api';
import type { PostedForm } from '@sakina/shared/contracts';
import type { RenderPage } from './page-handler';
import { matchPage, type PageRoutesFile } from './page-routes';
import { isFromThisSite, parseFormBody } from './site-forms';

/** More than the longest questionnaire's fields (names and values), far less than anything worth sending. */
const formBodyLimit = 16 * 1024;

/**
 * Pages whose form is posted to their own address when their scripts have not run (`form: 'post'` in the shell's
 * route table: a self-assessment's answers). The page is rendered with the fields, which are kept nowhere: not in
 * the address, the page cache or the log (the request log names the method and path, never a body).
 */
export function registerPostedPages(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
  readRoutes: () => PageRoutesFile | null,
  renderPage: RenderPage,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, parseFormBody(body as string)),
    );

    scope.post<{ Body: PostedForm | undefined }>('/*', async (request, reply) => {
      const routes = readRoutes();
      const page = routes ? matchPage(routes.routes, request.url) : null;
      if (page?.route.form !== 'post') return reply.callNotFound();
      // Another site could post a visitor's browser here: only this site's pages may.
      if (!isFromThisSite(request, config)) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({ error: 'This origin may not post to this page.' });
      }
      return renderPage(request, reply, { page, routes, form: request.body ?? {} });
    });
  });
}
