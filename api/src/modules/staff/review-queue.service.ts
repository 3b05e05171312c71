import { rejectionReasonKeys } from '@sakina/shared/vocabulary';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { GraphQLContext } from '../../context';
import { parseInput } from '../../errors';
import { findAccountContact } from '../accounts/accounts.service';
import type { ApplicationRow } from '../applications/applications.table';
import {
  applicationNotFound,
  decideApplication,
  findSentApplication,
  listSentApplications,
  lockSentApplication,
  notSubmitted,
  reviewableStatuses,
  type Decision,
  type DecisionTransaction,
} from '../applications/reviews.service';
import { actorOf, recordAudit } from './audit.service';
import { requireStaff, type StaffContext } from './staff-access.service';
import { staffError } from '../common/staff-errors';
import { staffApplicationClaims, staffMembers } from './staff.table';
import { offsetOf, pageFields } from '../common/staff-paging';

export type ReviewQueueContext = StaffContext & Pick<GraphQLContext, 'mailer' | 'logger' | 'viewer'>;

/** An application as the console shows it: the row, who holds it, and the version a decision must name. */
export interface QueuedApplication {
  application: ApplicationRow;
  holder: { id: string; email: string } | null;
  claimedAt: Date | null;
  version: string;
}

/** Changes whenever the application changes (its updated_at) or its holder does (the claim's revision). */
export function versionOf(application: Pick<ApplicationRow, 'updatedAt'>, revision: number): string {
  return `${application.updatedAt.getTime()}.${revision}`;
}

export const queuePageSizeMax = 50;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid');

const queueFilterSchema = z.object({
  statuses: z
    .array(z.enum(reviewableStatuses, { error: 'option_invalid' }))
    .max(3, 'too_many')
    .nullish()
    .transform((statuses) => (statuses && statuses.length > 0 ? statuses : ['submitted' as const])),
  jobType: z.string().trim().max(40, 'text_too_long').nullish(),
  submittedFrom: dateSchema.nullish(),
  submittedTo: dateSchema.nullish(),
  search: z.string().trim().max(100, 'text_too_long').nullish(),
  ...pageFields(queuePageSizeMax, 20),
});

// Dates are days in Riyadh (UTC+3 all year), as the team reads them.
const riyadhDay = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (date: Date) => new Date(date.getTime() + 24 * 60 * 60 * 1000);

/** A claim on an application and the address of its holder (none when the claim was given back). */
interface Claim {
  holderId: string | null;
  holderEmail: string | null;
  claimedAt: Date | null;
  revision: number;
}

function asQueued(application: ApplicationRow, claim: Claim | undefined): QueuedApplication {
  return {
    application,
    holder: claim?.holderId && claim.holderEmail ? { id: claim.holderId, email: claim.holderEmail } : null,
    claimedAt: claim?.holderId ? claim.claimedAt : null,
    version: versionOf(application, claim?.revision ?? 0),
  };
}

/** The applications with who holds each (the claims read in one query). */
async function withClaims(context: StaffContext, applications: ApplicationRow[]): Promise<QueuedApplication[]> {
  const ids = applications.map((application) => application.id);
  const claims =
    ids.length > 0
      ? await context.db
          .select({
            applicationId: staffApplicationClaims.applicationId,
            holderId: staffMembers.id,
            holderEmail: staffMembers.email,
            claimedAt: staffApplicationClaims.claimedAt,
            revision: staffApplicationClaims.revision,
          })
          .from(staffApplicationClaims)
          .leftJoin(staffMembers, eq(staffMembers.id, staffApplicationClaims.holderId))
          .where(inArray(staffApplicationClaims.applicationId, ids))
      : [];
  const claimOf = new Map(claims.map(({ applicationId, ...claim }) => [applicationId, claim]));
  return applications.map((application) => asQueued(application, claimOf.get(application.id)));
}

/** The queue: sent applications (never drafts), oldest submission first, filtered and searched. */
export async function listQueuedApplications(
  context: StaffContext,
  rawFilter: unknown,
): Promise<{ items: QueuedApplication[]; total: number }> {
  const viewer = await requireStaff(context, 'applications', 'review:read');
  const filter = parseInput(queueFilterSchema, rawFilter ?? {});
  const { items, total } = await listSentApplications(
    context,
    {
      statuses: filter.statuses,
      jobType: filter.jobType,
      submittedFrom: filter.submittedFrom ? riyadhDay(filter.submittedFrom) : undefined,
      submittedBefore: filter.submittedTo ? nextDay(riyadhDay(filter.submittedTo)) : undefined,
      search: filter.search,
    },
    { limit: filter.pageSize, offset: offsetOf(filter) },
  );
  const queued = await withClaims(context, items);
  // The queue shows applicants' names and addresses: its reading is in the trail (the page, not each row).
  await recordAudit(context, { ...actorOf(viewer), action: 'review-queue-viewed', ip: context.clientIp });
  return { items: queued, total };
}

const idSchema = z.object({ id: z.uuid({ error: 'invalid' }) });

async function findQueued(context: StaffContext, id: string): Promise<QueuedApplication | null> {
  const application = await findSentApplication(context, id);
  return application ? (await withClaims(context, [application]))[0] : null;
}

/** One sent application, recorded in the audit trail as viewed; null for a draft or an unknown id. */
export async function viewQueuedApplication(context: StaffContext, rawId: unknown): Promise<QueuedApplication | null> {
  const viewer = await requireStaff(context, 'applications', 'review:read');
  const parsed = idSchema.safeParse({ id: rawId });
  if (!parsed.success) return null;
  const queued = await findQueued(context, parsed.data.id);
  if (!queued) return null;
  await recordAudit(context, {
    ...actorOf(viewer),
    action: 'application-viewed',
    record: { kind: 'application', id: parsed.data.id },
    ip: context.clientIp,
  });
  return queued;
}

const versionSchema = z.string({ error: 'required' }).regex(/^\d{1,15}\.\d{1,9}$/, 'invalid');

const claimSchema = z.object({ id: z.uuid({ error: 'invalid' }), version: versionSchema });

/**
 * Takes an application to decide on it. Refused when it changed since the reviewer opened it (the version),
 * when another member holds it, or when it is no longer waiting for a decision.
 */
export async function claimApplication(context: StaffContext, rawArguments: unknown): Promise<QueuedApplication> {
  const viewer = await requireStaff(context, 'applications', 'review:decide');
  const { id, version } = parseInput(claimSchema, rawArguments);
  const opened = await findQueued(context, id);
  if (opened) await refuseOwnApplication(context, opened.application, viewer.email);
  await context.db.transaction(async (transaction) => {
    const current = await lockedState(transaction, id);
    if (current.version !== version) throw staffError('STAFF_VERSION_CONFLICT');
    if (current.application.status !== 'submitted') throw notSubmitted();
    if (current.holderId === viewer.staffId) return;
    if (current.holderId) throw staffError('STAFF_CLAIMED_BY_OTHER');
    await transaction
      .insert(staffApplicationClaims)
      .values({ applicationId: id, holderId: viewer.staffId, claimedAt: new Date(), revision: current.revision + 1 })
      .onConflictDoUpdate({
        target: staffApplicationClaims.applicationId,
        set: { holderId: viewer.staffId, claimedAt: new Date(), revision: current.revision + 1 },
      });
    await recordAudit(
      { db: transaction },
      {
        ...actorOf(viewer),
        action: 'application-claimed',
        record: { kind: 'application', id },
        ip: context.clientIp,
      },
    );
  });
  return (await findQueued(context, id))!;
}

/** Gives an application back to the queue: its holder, or an admin. */
export async function releaseApplication(context: StaffContext, rawId: unknown): Promise<QueuedApplication> {
  const viewer = await requireStaff(context, 'applications', 'review:decide');
  const { id } = parseInput(idSchema, { id: rawId });
  await context.db.transaction(async (transaction) => {
    const current = await lockedState(transaction, id);
    if (!current.holderId) return;
    if (current.holderId !== viewer.staffId && viewer.role !== 'admin') throw staffError('STAFF_CLAIMED_BY_OTHER');
    await transaction
      .update(staffApplicationClaims)
      .set({ holderId: null, claimedAt: null, revision: current.revision + 1 })
      .where(eq(staffApplicationClaims.applicationId, id));
    await recordAudit(
      { db: transaction },
      {
        ...actorOf(viewer),
        action: 'application-released',
        record: { kind: 'application', id },
        ip: context.clientIp,
      },
    );
  });
  return (await findQueued(context, id))!;
}

/** The application and its claim, locked until the transaction ends, so two members never pass the checks at once. */
async function lockedState(transaction: DecisionTransaction, id: string) {
  const application = await lockSentApplication({ db: transaction }, id);
  const [claim] = await transaction
    .select()
    .from(staffApplicationClaims)
    .where(eq(staffApplicationClaims.applicationId, id))
    .for('update');
  const revision = claim?.revision ?? 0;
  return { application, holderId: claim?.holderId ?? null, revision, version: versionOf(application, revision) };
}

/**
 * Nobody decides on an application filed under their own email (a member who also applied, or a test account).
 * Checked before the decision's transaction (an application's account and its address never change), which on
 * the embedded database is the one connection.
 */
async function refuseOwnApplication(context: StaffContext, application: ApplicationRow, email: string) {
  const applicant = await findAccountContact(context, application.accountId);
  // Both tables keep addresses in lower case (a check constraint each).
  if (applicant?.email === email) throw staffError('STAFF_OWN_APPLICATION');
}

async function decideAsStaff(
  context: ReviewQueueContext,
  id: string,
  version: string,
  chosen: Decision,
): Promise<QueuedApplication> {
  const viewer = await requireStaff(context, 'applications', 'review:decide');
  const opened = await findQueued(context, id);
  if (!opened) throw applicationNotFound();
  const check = async (transaction: DecisionTransaction) => {
    const current = await lockedState(transaction, id);
    if (current.version !== version) throw staffError('STAFF_VERSION_CONFLICT');
    if (!current.holderId) throw staffError('STAFF_CLAIM_REQUIRED');
    if (current.holderId !== viewer.staffId) throw staffError('STAFF_CLAIMED_BY_OTHER');
  };
  await refuseOwnApplication(context, opened.application, viewer.email);
  // Decided meanwhile: the version tells (decideApplication would take a second accept as a retry).
  if (opened.application.status !== 'submitted') {
    if (opened.version !== version) throw staffError('STAFF_VERSION_CONFLICT');
    throw notSubmitted();
  }
  await decideApplication(context, id, chosen, {
    reviewerAccountId: null,
    check,
    afterwards: async (transaction) => {
      await transaction
        .update(staffApplicationClaims)
        .set({ holderId: null, claimedAt: null, revision: sql`${staffApplicationClaims.revision} + 1` })
        .where(eq(staffApplicationClaims.applicationId, id));
      await recordAudit(
        { db: transaction },
        {
          ...actorOf(viewer),
          action: chosen.status === 'accepted' ? 'application-accepted' : 'application-rejected',
          record: { kind: 'application', id },
          ip: context.clientIp,
        },
      );
    },
  });
  return (await findQueued(context, id))!;
}

const acceptSchema = z.object({ id: z.uuid({ error: 'invalid' }), version: versionSchema });

export async function acceptQueuedApplication(
  context: ReviewQueueContext,
  rawArguments: unknown,
): Promise<QueuedApplication> {
  await requireStaff(context, 'applications', 'review:decide');
  const { id, version } = parseInput(acceptSchema, rawArguments);
  return decideAsStaff(context, id, version, { status: 'accepted' });
}

const rejectSchema = z
  .object({
    id: z.uuid({ error: 'invalid' }),
    version: versionSchema,
    reason: z.enum(rejectionReasonKeys, { error: 'option_invalid' }),
    note: z.string().trim().max(1000, 'text_too_long').nullish(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '').length >= 10, {
    path: ['note'],
    message: 'text_too_short',
  });

/** Rejects with a prepared reason (its key: each reader names it in their language) and the reviewer's note. */
export async function rejectQueuedApplication(
  context: ReviewQueueContext,
  rawArguments: unknown,
): Promise<QueuedApplication> {
  await requireStaff(context, 'applications', 'review:decide');
  const { id, version, reason, note } = parseInput(rejectSchema, rawArguments);
  return decideAsStaff(context, id, version, { status: 'rejected', reasonKey: reason, note: note ?? null });
}
