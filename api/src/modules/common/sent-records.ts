import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/** Rows sent from a form with an address (contact messages, business requests): numbered, with who sent them. */
type SentRecordTable = PgTable & { id: PgColumn; email: PgColumn };

/** The rows sent with this address, whatever its case (forms keep the address as typed). */
export function sentFrom(table: SentRecordTable, email: string): SQL {
  return eq(sql`lower(${table.email})`, email.trim().toLowerCase());
}

/** Deletes the rows `where` picks (retention, erasure); answers their ids, for the inbox to forget them too. */
export async function deleteSentRecords(
  { db }: { db: Database },
  table: SentRecordTable,
  where: SQL | undefined,
): Promise<number[]> {
  const rows = await db.delete(table).where(where).returning({ id: table.id });
  return rows.map((row) => Number(row.id));
}
