import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { requireStaff, type StaffContext } from './staff-access.service';
import {
  auditRecordKinds,
  staffApiTokens,
  staffAuditEvents,
  staffMembers,
  type AuditAction,
  type AuditRecordKind,
  type StaffAuditEventRow,
} from './staff.table';
import { offsetOf, pageFields } from '../common/staff-paging';

export interface AuditEntry {
  staffId: string | null;
  /** The staff API token the member acted through (the command line). */
  tokenId?: string | null;
  action: AuditAction;
  record?: { kind: AuditRecordKind; id: string };
  ip: string;
  /** The documents service key a consultation app acted with (serviceKeyName): then there is no staff id. */
  serviceKey?: string | null;
}

type Writer = Pick<Database, 'insert'>;

/** Appends one event (inside the caller's transaction when given one). The IP goes to this table, never to a log. */
export async function recordAudit({ db }: { db: Writer }, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditEvents).values({
    staffId: entry.staffId,
    action: entry.action,
    recordKind: entry.record?.kind ?? null,
    recordId: entry.record?.id ?? null,
    ip: entry.ip,
    tokenId: entry.tokenId ?? null,
    serviceKey: entry.serviceKey ?? null,
  });
}

/** Who did it, for an entry: the member, and the token when they acted through one. */
export function actorOf(viewer: { staffId: string; token?: { id: string } }): Pick<AuditEntry, 'staffId' | 'tokenId'> {
  return { staffId: viewer.staffId, tokenId: viewer.token?.id ?? null };
}

export const auditPageSizeMax = 100;

const auditFilterSchema = z.object({
  staffId: z.uuid({ error: 'invalid' }).nullish(),
  recordKind: z.enum(auditRecordKinds, { error: 'option_invalid' }).nullish(),
  recordId: z.string().trim().max(100, 'text_too_long').nullish(),
  ...pageFields(auditPageSizeMax, 50),
});

export interface AuditEventView extends StaffAuditEventRow {
  staffEmail: string | null;
  /** The name of the staff API token the member acted through, if any. */
  tokenName: string | null;
}

/** Admins only: the trail, newest first, filtered by person and by record. */
export async function listAuditEvents(
  context: StaffContext,
  rawFilter: unknown,
): Promise<{ items: AuditEventView[]; total: number }> {
  const viewer = await requireStaff(context, 'audit');
  const filter = parseInput(auditFilterSchema, rawFilter ?? {});
  const conditions: SQL[] = [];
  if (filter.staffId) conditions.push(eq(staffAuditEvents.staffId, filter.staffId));
  if (filter.recordKind) conditions.push(eq(staffAuditEvents.recordKind, filter.recordKind));
  if (filter.recordId) conditions.push(eq(staffAuditEvents.recordId, filter.recordId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [items, [totals]] = await Promise.all([
    context.db
      .select({ event: staffAuditEvents, staffEmail: staffMembers.email, tokenName: staffApiTokens.name })
      .from(staffAuditEvents)
      .leftJoin(staffMembers, eq(staffMembers.id, staffAuditEvents.staffId))
      .leftJoin(staffApiTokens, eq(staffApiTokens.id, staffAuditEvents.tokenId))
      .where(where)
      .orderBy(desc(staffAuditEvents.id))
      .limit(filter.pageSize)
      .offset(offsetOf(filter)),
    context.db.select({ total: count() }).from(staffAuditEvents).where(where),
  ]);
  // Read first, then written: the page never shows its own reading (the next one does).
  await recordAudit(context, { ...actorOf(viewer), action: 'audit-viewed', ip: context.clientIp });
  return {
    items: items.map(({ event, staffEmail, tokenName }) => ({ ...event, staffEmail, tokenName })),
    total: totals?.total ?? 0,
  };
}
