import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageGate } from '../../http/page-gate';
import { GraphQLError } from 'graphql';
import { issuedDocumentKinds } from '@sakina/shared/validation';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { documentKeys, matchingServiceKey, serviceKeyName } from './document-keys';
import {
  documentsServiceRule,
  documentsServiceRefusedRule,
  documentVerificationRule,
  documentViewRule,
} from './issued-documents.rate-limits';
import {
  DocumentRefusedError,
  issueDocument,
  newViewLink,
  openDocument,
  revokeDocument,
  verifyDocument,
  type DocumentServiceActor,
  type IssuedDocumentsDependencies,
} from './issued-documents.service';

export interface IssuedDocumentRouteDependencies {
  config: AppConfig;
  db: Database;
  rateLimiter: RateLimiter;
}

/** DOCUMENTS_SERVICE_KEY as `X-Documents-Key: <key>` or `Authorization: Bearer <key>`. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-documents-key'];
  if (typeof header === 'string' && header) return header.trim();
  const authorization = request.headers.authorization ?? '';
  return authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : undefined;
}

function sendError(reply: FastifyReply, status: number, error: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ error, ...extra });
}

/**
 * The issuing API of the consultation apps (README, "Issued documents"): JSON in, JSON out, a service key on
 * every request. Errors are `{ error: CODE, … }` with a real status.
 */
export function registerIssuedDocumentRoutes(
  app: FastifyInstance,
  { config, db, rateLimiter }: IssuedDocumentRouteDependencies,
): void {
  const keys = documentKeys(config);
  const dependencies: IssuedDocumentsDependencies = {
    db,
    documents: config.documents,
    linkSecrets: keys.linkSecrets,
    publicUrl: config.publicUrl,
  };

  async function guarded(
    request: FastifyRequest,
    reply: FastifyReply,
    action: (actor: DocumentServiceActor) => Promise<unknown>,
  ) {
    reply.header('cache-control', 'no-store');
    try {
      await rateLimiter.consume(documentsServiceRule, { ip: request.ip });
      // A client out of wrong tries is refused before its key is compared: the right key must not show through.
      await rateLimiter.check(documentsServiceRefusedRule, { ip: request.ip });
      if (keys.serviceKeys.length === 0) {
        return sendError(reply, 503, 'NOT_CONFIGURED', { message: 'DOCUMENTS_SERVICE_KEY is not set.' });
      }
      const key = matchingServiceKey(keys.serviceKeys, presentedKey(request));
      if (!key) {
        await rateLimiter.consume(documentsServiceRefusedRule, { ip: request.ip });
        return sendError(reply, 401, 'UNAUTHENTICATED', { message: 'A valid documents service key is required.' });
      }
      return await action({ serviceKey: serviceKeyName(key), ip: request.ip });
    } catch (error) {
      if (error instanceof DocumentRefusedError) {
        return sendError(reply, error.status, error.code, { message: error.message });
      }
      if (error instanceof GraphQLError && error.extensions.code === 'RATE_LIMITED') {
        const retryAfterSeconds = Number(error.extensions.retryAfterSeconds);
        reply.header('retry-after', String(retryAfterSeconds));
        return sendError(reply, 429, 'RATE_LIMITED', { retryAfterSeconds });
      }
      if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') {
        return sendError(reply, 400, 'BAD_USER_INPUT', { fields: error.extensions.fields });
      }
      throw error;
    }
  }

  const bodyLimit = 100 * 1024;
  app.post('/api/documents', { bodyLimit }, (request, reply) =>
    guarded(request, reply, async (actor) =>
      reply.code(201).send(await issueDocument(dependencies, actor, request.body)),
    ),
  );
  app.post<{ Params: { id: string } }>('/api/documents/:id/revoke', { bodyLimit }, (request, reply) =>
    guarded(request, reply, async (actor) => reply.send(await revokeDocument({ db }, actor, request.params.id))),
  );
  app.post<{ Params: { id: string } }>('/api/documents/:id/links', { bodyLimit }, (request, reply) =>
    guarded(request, reply, async (actor) =>
      reply.code(201).send(await newViewLink(dependencies, actor, request.params.id, request.body)),
    ),
  );
}

const kindPages = new Set<string>(issuedDocumentKinds);

/** A rate-limited check: its status, or 429 with Retry-After past the limit. */
async function limited(reply: FastifyReply, check: () => Promise<number | undefined>) {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof GraphQLError && error.extensions.code === 'RATE_LIMITED')) throw error;
    reply.header('retry-after', String(error.extensions.retryAfterSeconds));
    return 429;
  }
}

/**
 * The gates of the pages of issued documents and /verify/<code> (the route table's `gate`): their HTTP status
 * says whether the link is good, 404 for a wrong link or code, 410 for an expired or revoked link, 429 past the
 * rate limit. The page's headers (no-store, noindex, no referrer, framed by the site only) are the route table's.
 */
export function issuedDocumentPageGates({
  config,
  db,
  rateLimiter,
}: IssuedDocumentRouteDependencies): Record<'issued-document' | 'document-verification', PageGate> {
  return {
    'issued-document': (request, reply, page) =>
      limited(reply, async () => {
        if (!kindPages.has(page.key)) return 404;
        await rateLimiter.consume(documentViewRule, { ip: request.ip });
        const token = new URL(request.url, 'http://page').searchParams.get('token') ?? '';
        const opened = await openDocument({ db }, documentKeys(config).linkSecrets, token, page.key);
        return opened.status === 'valid' ? undefined : opened.status === 'invalid' ? 404 : 410;
      }),
    'document-verification': (request, reply, page) =>
      limited(reply, async () => {
        await rateLimiter.consume(documentVerificationRule, { ip: request.ip });
        return (await verifyDocument({ db }, page.parameters.code ?? '')) ? undefined : 404;
      }),
  };
}
