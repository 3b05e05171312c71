import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { isAllowedFormPost } from '../../http/request-guards';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { resolveViewer } from '../accounts/viewer.service';
import { dataExportRule, isAccountOwner, personalDataArchive } from './privacy.service';

export const dataExportPath = '/account/data-export';

/** The form on the status page posts nothing but its language (`locale=en`): the page the visitor came back to. */
const formBodyLimit = 1024;

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * POST /account/data-export: the signed-in applicant's copy of their data, one tar.gz (privacy.service.ts). A form
 * on the status page posts it, so it works without scripts; the apps may post it with their Bearer token. A POST,
 * never a GET: another site cannot start it from a link or an image, and a post from another site is refused.
 */
export function registerPrivacyRoutes(
  app: FastifyInstance,
  { config, db, rateLimiter }: { config: AppConfig; db: Database; rateLimiter: RateLimiter },
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post<{ Body: { locale?: unknown } | undefined }>(dataExportPath, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!isAllowedFormPost(request, config)) return refuse(reply, 403, 'This origin may not ask for this.');
      const viewer = await resolveViewer({ db }, request);
      if (!viewer) {
        // A form whose session ended meanwhile: sign in again, then come back to the status page.
        if (request.headers.accept?.includes('text/html')) {
          const prefix = request.body?.locale === 'en' ? '/en' : '';
          return reply.redirect(`${prefix}/auth/login?returnTo=${encodeURIComponent(`${prefix}/auth/status`)}`, 303);
        }
        return refuse(reply, 401, 'Sign in first.');
      }
      if (!isAccountOwner(viewer)) return refuse(reply, 403, 'Not allowed.');
      try {
        await rateLimiter.consume(dataExportRule, { ip: request.ip, email: viewer.email });
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'RATE_LIMITED') {
          const seconds = Number(error.extensions.retryAfterSeconds) || 60;
          return refuse(reply.header('retry-after', String(seconds)), 429, 'Too many copies asked for: try later.');
        }
        throw error;
      }
      const archive = await personalDataArchive({ db, config }, viewer);
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-robots-tag', 'noindex')
        .send(archive.body);
    });
  });
}
