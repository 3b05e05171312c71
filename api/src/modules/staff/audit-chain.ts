import { createHash } from 'node:crypto';
import { asc, gt, isNull, sql, count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAuditEvents } from './staff.table';

/** What a walk of the audit trail's chain found. */
export interface AuditChainReport {
  /** Entries walked, in the chain's order. */
  entries: number;
  /** The last entry's hash: kept elsewhere, it shows later whether entries were taken off the end. */
  lastHash: string | null;
  /** The first entry that does not hold (null: the chain is whole). */
  broken: { seq: number | null; id: number; reason: 'changed' | 'missing-before' | 'outside-chain' } | null;
}

const separator = '\u001f';

/** The same text the database hashes (drizzle/0025, 0028 and 0029, staff_audit_entry_hash), computed here on its own. */
export function auditEntryHash(
  entry: {
    seq: number;
    id: number;
    staffId: string | null;
    action: string;
    recordKind: string | null;
    recordId: string | null;
    ip: string;
    /** UTC, to the microsecond: 2026-11-28T00:41:02.123456Z */
    createdAt: string;
    /** The staff API token the entry was written through (drizzle/0028): left out when none. */
    tokenId: string | null;
    /** The documents service key it was written with (drizzle/0029), as `key:<name>`: left out when none. */
    serviceKey: string | null;
  },
  previous: string | null,
): string {
  const text = [
    entry.seq,
    entry.id,
    entry.staffId ?? '',
    entry.action,
    entry.recordKind ?? '',
    entry.recordId ?? '',
    entry.ip,
    entry.createdAt,
    previous ?? '',
    ...(entry.tokenId === null ? [] : [entry.tokenId]),
    ...(entry.serviceKey === null ? [] : [`key:${entry.serviceKey}`]),
  ].join(separator);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const batchSize = 1_000;

/**
 * Walks the chain from its first entry: each entry's place follows the one before, holds the previous entry's hash,
 * and hashes to what it says. A changed entry, or one deleted from the middle, breaks it; an entry written with the
 * chain's trigger turned off stands outside it.
 */
export async function verifyAuditChain({ db }: { db: Database }): Promise<AuditChainReport> {
  const [outside] = await db
    .select({ id: staffAuditEvents.id })
    .from(staffAuditEvents)
    .where(isNull(staffAuditEvents.seq))
    .orderBy(asc(staffAuditEvents.id))
    .limit(1);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(staffAuditEvents);
  let entries = 0;
  let lastHash: string | null = null;
  let lastSeq = 0;
  for (;;) {
    const rows = await db
      .select({
        seq: staffAuditEvents.seq,
        id: staffAuditEvents.id,
        staffId: staffAuditEvents.staffId,
        action: staffAuditEvents.action,
        recordKind: staffAuditEvents.recordKind,
        recordId: staffAuditEvents.recordId,
        ip: staffAuditEvents.ip,
        tokenId: staffAuditEvents.tokenId,
        serviceKey: staffAuditEvents.serviceKey,
        createdAt: sql<string>`to_char(${staffAuditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        previousHash: staffAuditEvents.previousHash,
        hash: staffAuditEvents.hash,
      })
      .from(staffAuditEvents)
      .where(gt(staffAuditEvents.seq, lastSeq))
      .orderBy(asc(staffAuditEvents.seq))
      .limit(batchSize);
    for (const row of rows) {
      const seq = row.seq!;
      if (seq !== lastSeq + 1 || row.previousHash !== lastHash) {
        return { entries, lastHash, broken: { seq, id: row.id, reason: 'missing-before' } };
      }
      if (row.hash !== auditEntryHash({ ...row, seq }, lastHash)) {
        return { entries, lastHash, broken: { seq, id: row.id, reason: 'changed' } };
      }
      entries += 1;
      lastSeq = seq;
      lastHash = row.hash;
    }
    if (rows.length < batchSize) break;
  }
  if (outside) return { entries, lastHash, broken: { seq: null, id: outside.id, reason: 'outside-chain' } };
  // Every entry is in the chain: the count says the walk saw them all.
  return { entries, lastHash, broken: entries === total ? null : { seq: null, id: 0, reason: 'outside-chain' } };
}
