import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendDownload } from '../../http/send-download';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { isOperatorRequest } from '../../security/operator-token';
import { findSentDocument, readStoredDocument } from '../applications/documents.service';
import { verifyAuditChain } from './audit-chain';
import { actorOf, recordAudit } from './audit.service';
import { authorizeStaff, resolveStaffRequest } from './staff-access.service';
import { createStaffMember, staffFromLegacyReviewers } from './staff-accounts.service';
import { staffErrorMessages, type StaffErrorCode } from '../common/staff-errors';

export const staffDocumentPath = (id: string) => `/files/staff/application-documents/${id}`;
export const staffDocumentDownloadPath = (id: string) => `${staffDocumentPath(id)}?download=1`;

interface StaffDocumentRequest {
  Params: { id: string };
  Querystring: { download?: string };
}

const refusalStatus: Partial<Record<string, number>> = { UNAUTHENTICATED: 401, RATE_LIMITED: 429 };

/**
 * The console's door to applicants' files (staff cookie or a staff API token with review:read, a role with
 * applications; each view audited; never a draft's file) and the operator's doors for `npm run staff:create`,
 * `npm run staff:from-reviewers` and `npm run audit:verify` while the server holds the database.
 */
export function registerStaffRoutes(
  app: FastifyInstance,
  { config, db, rateLimiter }: { config: AppConfig; db: Database; rateLimiter: RateLimiter },
): void {
  app.get<StaffDocumentRequest>('/files/staff/application-documents/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refuse = (status: number, text: string) => reply.code(status).type('text/plain; charset=utf-8').send(text);
    let viewer;
    try {
      viewer = authorizeStaff(
        await resolveStaffRequest({ db, config, request, clientIp: request.ip, rateLimiter }),
        'applications',
        'review:read',
      );
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = String(error.extensions.code) as StaffErrorCode;
      if (code === 'RATE_LIMITED') reply.header('retry-after', String(error.extensions.retryAfterSeconds));
      return refuse(refusalStatus[code] ?? 403, staffErrorMessages[code]?.en ?? staffErrorMessages.FORBIDDEN.en);
    }
    // A draft's file answers exactly like a missing one.
    const document = await findSentDocument({ db }, request.params.id);
    if (!document) return refuse(404, staffErrorMessages.NOT_FOUND.en);
    await recordAudit(
      { db },
      {
        ...actorOf(viewer),
        action: 'document-viewed',
        record: { kind: 'document', id: document.id },
        ip: request.ip,
      },
    );
    // The console shows PDFs and images in its page; its download link saves them.
    const presentation = request.query.download === '1' ? 'save' : 'view';
    return sendDownload(reply, await readStoredDocument(config, document), presentation);
  });

  app.post<{ Body: { email?: unknown; role?: unknown } }>('/operator/staff', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await isOperatorRequest(config, request))) return reply.code(403).send({ error: 'Not allowed.' });
    try {
      const { member, setupUrl, created } = await createStaffMember(
        { db },
        config,
        { email: request.body?.email, role: request.body?.role },
        { byStaffId: null, ip: request.ip },
      );
      return { email: member.email, role: member.role, setupUrl, created };
    } catch (error) {
      const code = (error as { extensions?: { code?: string; fields?: unknown } }).extensions?.code;
      if (code === 'STAFF_EMAIL_TAKEN') return reply.code(409).send({ error: staffErrorMessages[code].en });
      if (code === 'BAD_USER_INPUT') {
        return reply.code(400).send({
          error: 'Invalid email or role.',
          fields: (error as never as { extensions: { fields: unknown } }).extensions.fields,
        });
      }
      throw error;
    }
  });

  app.post('/operator/staff-from-reviewers', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await isOperatorRequest(config, request))) return reply.code(403).send({ error: 'Not allowed.' });
    return { reviewers: await staffFromLegacyReviewers({ db }, config, request.ip) };
  });

  app.post('/operator/audit/verify', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await isOperatorRequest(config, request))) return reply.code(403).send({ error: 'Not allowed.' });
    return verifyAuditChain({ db });
  });
}
