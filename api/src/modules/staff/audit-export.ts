import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { staffAuditEvents, staffMembers } from './staff.table';

/** A year and a day at most in one file. */
export const auditExportDaysMax = 366;

const day = z.iso.date({ error: 'date_invalid' });
const periodSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { path: ['to'], error: 'date_before_start' })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < auditExportDaysMax * 86_400_000, {
    path: ['to'],
    error: 'period_too_long',
  });

export type AuditExportPeriod = z.infer<typeof periodSchema>;

/** Checks the days asked for (Riyadh days, both included); refused with the fields named when out of bounds. */
export const readAuditExportPeriod = (raw: unknown): AuditExportPeriod => parseInput(periodSchema, raw);

const columns = [
  'seq',
  'time_utc',
  'member',
  /** The documents service key a consultation app acted with (an entry with no member): its SHA-256's start. */
  'service_key',
  'action',
  'record_kind',
  'record_id',
  'ip',
  'previous_hash',
  'hash',
];
const batchSize = 1_000;
// Riyadh keeps UTC+3 all year.
const riyadhMidnight = (date: string) => new Date(`${date}T00:00:00+03:00`);

async function* entriesOf(db: Database, period: AuditExportPeriod): AsyncGenerator<unknown[]> {
  const start = riyadhMidnight(period.from);
  const end = new Date(riyadhMidnight(period.to).getTime() + 86_400_000);
  let lastSeq = 0;
  for (;;) {
    const rows = await db
      .select({ event: staffAuditEvents, member: staffMembers.email })
      .from(staffAuditEvents)
      .leftJoin(staffMembers, eq(staffMembers.id, staffAuditEvents.staffId))
      .where(
        and(
          gte(staffAuditEvents.createdAt, start),
          lt(staffAuditEvents.createdAt, end),
          gt(staffAuditEvents.seq, lastSeq),
        ),
      )
      .orderBy(asc(staffAuditEvents.seq))
      .limit(batchSize);
    for (const { event, member } of rows) {
      lastSeq = event.seq!;
      yield [
        event.seq,
        event.createdAt.toISOString(),
        member ?? '',
        event.serviceKey ?? '',
        event.action,
        event.recordKind ?? '',
        event.recordId ?? '',
        event.ip,
        event.previousHash ?? '',
        event.hash ?? '',
      ];
    }
    if (rows.length < batchSize) return;
  }
}

/**
 * The audit trail of a period as CSV, in the chain's order, with each entry's hashes (so a copy can be checked
 * against the chain later). Cells a spreadsheet would read as a formula are escaped.
 */
export function auditTrailCsv({ db }: { db: Database }, period: AuditExportPeriod): Readable {
  return Readable.from(entriesOf(db, period)).pipe(
    stringify({ header: true, columns, escape_formulas: true, bom: true }),
  );
}

export const auditExportFileName = (period: AuditExportPeriod) => `audit-trail-${period.from}-to-${period.to}.csv`;
