import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { validationMessagesAr, validationMessagesEn } from '@sakina/shared/validation';
import { sendDownload } from '../../http/send-download';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { isOperatorRequest } from '../../security/operator-token';
import { findSentDocument, readStoredDocument } from '../applications/documents.service';
import { verifyAuditChain } from './audit-chain';
import { auditExportFileName, auditTrailCsv, readAuditExportPeriod } from './audit-export';
import { actorOf, recordAudit } from './audit.service';
import { authorizeStaff, resolveStaffRequest, type StaffPermission } from './staff-access.service';
import type { StaffTokenScope } from './staff.table';
import { createStaffMember, staffFromLegacyReviewers } from './staff-accounts.service';
import { staffErrorMessages, type StaffErrorCode } from '../common/staff-errors';

export const staffDocumentPath = (id: string) => `/files/staff/application-documents/${id}`;
export const staffAuditExportPath = '/files/staff/audit.csv';
export const staffDocumentDownloadPath = (id: string) => `${staffDocumentPath(id)}?download=1`;

interface StaffDocumentRequest {
  Params: { id: string };
  Querystring: { download?: string };
}

const refusalStatus: Partial<Record<string, number>> = { UNAUTHENTICATED: 401, RATE_LIMITED: 429 };

const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

/**
 * The console's door to applicants' files (staff cookie or a staff API token with review:read, a role with
 * applications; each view audited; never a draft's file) and the operator's doors for `npm run staff:create`,
 * `npm run staff:from-reviewers` and `npm run audit:verify` while the server holds the database.
 */
export function registerStaffRoutes(
  app: FastifyInstance,
  { config, db, rateLimiter }: { config: AppConfig; db: Database; rateLimiter: RateLimiter },
): void {
  /** The member (or their token) allowed `permission`; otherwise the refusal is sent, as text, and null answered. */
  async function authorizedOrRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    permission: StaffPermission,
    scope?: StaffTokenScope,
    locale: 'ar' | 'en' = 'en',
  ) {
    try {
      return authorizeStaff(
        await resolveStaffRequest({ db, config, request, clientIp: request.ip, rateLimiter }),
        permission,
        scope,
      );
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = String(error.extensions.code) as StaffErrorCode;
      if (code === 'RATE_LIMITED') reply.header('retry-after', String(error.extensions.retryAfterSeconds));
      const messages = staffErrorMessages[code] ?? staffErrorMessages.FORBIDDEN;
      refuse(reply, refusalStatus[code] ?? 403, messages[locale]);
      return null;
    }
  }

  app.get<StaffDocumentRequest>('/files/staff/application-documents/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await authorizedOrRefused(request, reply, 'applications', 'review:read');
    if (!viewer) return reply;
    // A draft's file answers exactly like a missing one.
    const document = await findSentDocument({ db }, request.params.id);
    if (!document) return refuse(reply, 404, staffErrorMessages.NOT_FOUND.en);
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

  // An admin's copy of the audit trail for a period (Riyadh days, both included), as CSV: the console's form.
  app.get<{ Querystring: { from?: string; to?: string; locale?: string } }>(
    staffAuditExportPath,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const locale = request.query.locale === 'ar' ? 'ar' : 'en';
      const viewer = await authorizedOrRefused(request, reply, 'audit', undefined, locale);
      if (!viewer) return reply;
      const messages = locale === 'ar' ? validationMessagesAr : validationMessagesEn;
      let period;
      try {
        period = readAuditExportPeriod({ from: request.query.from, to: request.query.to });
      } catch (error) {
        const fields = (error as { extensions?: { fields?: { path: string; code: string }[] } }).extensions?.fields;
        if (!fields) throw error;
        const text = fields.map(({ code }) => (messages as Record<string, string>)[code] ?? code).join('\n');
        return refuse(reply, 400, text);
      }
      await recordAudit(
        { db },
        {
          ...actorOf(viewer),
          action: 'audit-exported',
          record: { kind: 'audit', id: `${period.from}/${period.to}` },
          ip: request.ip,
        },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditExportFileName(period)}"`)
        .send(auditTrailCsv({ db }, period));
    },
  );

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
