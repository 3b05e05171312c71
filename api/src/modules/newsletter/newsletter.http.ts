import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { confirmationPath, unsubscribeNewsletter } from './newsletter.service';

export interface NewsletterRouteDependencies {
  db: Database;
  rateLimiter: RateLimiter;
}

/**
 * GET /newsletter/unsubscribe?token=… is the link in every newsletter mail: it unsubscribes, then sends the
 * reader (303) to the confirmation page in their language, which offers to resubscribe.
 */
export function registerNewsletterRoutes(app: FastifyInstance, { db, rateLimiter }: NewsletterRouteDependencies): void {
  app.get<{ Querystring: { token?: string } }>('/newsletter/unsubscribe', async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      const subscription = await unsubscribeNewsletter({ db, rateLimiter, clientIp: request.ip }, token);
      return reply.redirect(confirmationPath(subscription.locale, token), 303);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      // Unknown token or too many tries: the page explains, in the language the visitor last chose on the site.
      const problem = error.extensions.code === 'RATE_LIMITED' ? 'rate-limited' : 'invalid';
      const prefix = /(?:^|;\s*)locale=en(?:;|$)/.test(request.headers.cookie ?? '') ? '/en' : '';
      return reply.redirect(`${prefix}/unsubscribe-successful?problem=${problem}`, 303);
    }
  });
}
