import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookiesAreSecure, type AppConfig } from '@sakina/api';
import { locales, type Locale } from '@sakina/shared/contracts';
import {
  consentChoices,
  consentCookieName,
  localeCookieName,
  yearLongCookie,
  type ConsentChoice,
} from '@sakina/shared/cookies';
import { localeFromPath } from '@sakina/shared/locale-path';
import { safeReturnPath } from '@sakina/shared/safe-url';
import { isFromThisSite, parseFormBody } from './site-forms';

interface ConsentForm {
  choice?: unknown;
  returnTo?: unknown;
}

/** The cookie the browser's own code writes, Secure as the session cookie is (and on any https request). */
function siteCookie(
  config: Pick<AppConfig, 'publicUrl'>,
  request: FastifyRequest,
  name: string,
  value: string,
): string {
  return yearLongCookie(name, value, cookiesAreSecure(config, request));
}

/** Back to the page the visitor was on, in its own locale; anything but a path of this site goes home. */
function returnPath(value: unknown, locale?: Locale): string {
  const path = typeof value === 'string' ? value : undefined;
  return safeReturnPath(path, locale ?? localeFromPath(path ?? '/'), '/');
}

function seeOther(reply: FastifyReply, cookie: string, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').header('set-cookie', cookie).redirect(location, 303);
}

/**
 * What the cookie banner and the language switch do before the page's scripts have run: the banner is a form
 * posted to /consent and the switch a link to /locale/:code, so a tap is never lost while the page hydrates.
 */
export function registerPreferences(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, parseFormBody(body as string)),
    );

    scope.post<{ Body: ConsentForm | undefined }>('/consent', async (request, reply) => {
      // A form any site could post: only this site's pages may set the visitor's choice.
      if (!isFromThisSite(request, config)) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({ error: 'This origin may not change anything here.' });
      }
      const choice = request.body?.choice;
      if (!(consentChoices as readonly unknown[]).includes(choice)) {
        return reply.code(400).header('cache-control', 'no-store').send({ error: 'Unknown cookie choice.' });
      }
      const cookie = siteCookie(config, request, consentCookieName, choice as ConsentChoice);
      return seeOther(reply, cookie, returnPath(request.body?.returnTo));
    });
  });

  app.get<{ Params: { code: string }; Querystring: { returnTo?: unknown } }>(
    '/locale/:code',
    async (request, reply) => {
      const locale = locales.find((known) => known === request.params.code);
      if (!locale) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Unknown language.' });
      const cookie = siteCookie(config, request, localeCookieName, locale);
      return seeOther(reply, cookie, returnPath(request.query.returnTo, locale));
    },
  );
}
