import { eq, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../db/client';
import { createTestDb } from '../../testing/test-db';
import { auditEntryHash, verifyAuditChain } from './audit-chain';
import { recordAudit } from './audit.service';
import { staffAuditEvents } from './staff.table';

let database: DatabaseConnection;

beforeEach(async () => {
  database = await createTestDb();
});

afterEach(async () => {
  await database.close();
});

const failedSignIn = (ip: string) => ({ staffId: null, action: 'sign-in-failed' as const, ip });

async function writeEntries(count: number) {
  for (let index = 0; index < count; index += 1) {
    await recordAudit({ db: database.db }, failedSignIn(`192.0.2.${index + 1}`));
  }
}

/** As the table's owner could (the application's role cannot): with the append-only trigger off. */
async function asOwner(change: () => Promise<unknown>) {
  await database.db.execute(sql`alter table staff_audit_events disable trigger staff_audit_events_append_only`);
  try {
    await change();
  } finally {
    await database.db.execute(sql`alter table staff_audit_events enable trigger staff_audit_events_append_only`);
  }
}

describe('the audit chain', () => {
  it('chains every entry to the one before it, in the order they were written', async () => {
    await writeEntries(5);
    const rows = await database.db.select().from(staffAuditEvents).orderBy(staffAuditEvents.seq);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]!.previousHash).toBeNull();
    rows.slice(1).forEach((row, index) => expect(row.previousHash).toBe(rows[index]!.hash));
    expect(new Set(rows.map((row) => row.hash)).size).toBe(5);
    expect(await verifyAuditChain({ db: database.db })).toEqual({ entries: 5, lastHash: rows[4]!.hash, broken: null });
  });

  it('stays whole when entries are written at the same time', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => recordAudit({ db: database.db }, failedSignIn(`198.51.100.${index}`))),
    );
    expect(await verifyAuditChain({ db: database.db })).toMatchObject({ entries: 20, broken: null });
  });

  it('finds a changed entry', async () => {
    await writeEntries(4);
    const [third] = await database.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.seq, 3));
    await asOwner(() =>
      database.db.update(staffAuditEvents).set({ ip: '203.0.113.9' }).where(eq(staffAuditEvents.id, third!.id)),
    );
    expect(await verifyAuditChain({ db: database.db })).toMatchObject({
      entries: 2,
      broken: { seq: 3, id: third!.id, reason: 'changed' },
    });
  });

  it.each([
    [
      'the API token an entry was written through',
      'tokenId',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ],
    ['the documents service key an entry was written with', 'serviceKey', '0123456789abcdef', 'fedcba9876543210'],
  ] as const)('covers %s', async (_what, column, written, changed) => {
    await writeEntries(1);
    await recordAudit({ db: database.db }, { ...failedSignIn('192.0.2.50'), [column]: written });
    await writeEntries(1);
    expect(await verifyAuditChain({ db: database.db })).toMatchObject({ entries: 3, broken: null });
    const [second] = await database.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.seq, 2));
    await asOwner(() =>
      database.db
        .update(staffAuditEvents)
        .set({ [column]: changed })
        .where(eq(staffAuditEvents.id, second!.id)),
    );
    expect(await verifyAuditChain({ db: database.db })).toMatchObject({ broken: { seq: 2, reason: 'changed' } });
  });

  it('does not take a service key for a token of the same text', async () => {
    const text = '00000000-0000-4000-8000-000000000003';
    const entry = {
      seq: 1,
      id: 1,
      staffId: null,
      action: 'sign-in-failed' as const,
      recordKind: null,
      recordId: null,
      ip: '192.0.2.1',
      createdAt: '2026-11-28T00:00:00.000000Z',
    };
    expect(auditEntryHash({ ...entry, tokenId: text, serviceKey: null }, null)).not.toBe(
      auditEntryHash({ ...entry, tokenId: null, serviceKey: text }, null),
    );
  });

  it('finds an entry deleted from the middle', async () => {
    await writeEntries(4);
    const [second] = await database.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.seq, 2));
    await asOwner(() => database.db.delete(staffAuditEvents).where(eq(staffAuditEvents.id, second!.id)));
    expect(await verifyAuditChain({ db: database.db })).toMatchObject({
      entries: 1,
      broken: { seq: 3, reason: 'missing-before' },
    });
  });

  it('finds an entry written with the chain turned off', async () => {
    await writeEntries(2);
    await database.db.execute(sql`alter table staff_audit_events disable trigger staff_audit_events_chain`);
    await recordAudit({ db: database.db }, failedSignIn('192.0.2.200'));
    await database.db.execute(sql`alter table staff_audit_events enable trigger staff_audit_events_chain`);
    expect(await verifyAuditChain({ db: database.db })).toMatchObject({
      entries: 2,
      broken: { seq: null, reason: 'outside-chain' },
    });
  });

  it('refuses to change or delete an entry', async () => {
    await writeEntries(1);
    await expect(database.db.update(staffAuditEvents).set({ ip: '203.0.113.1' })).rejects.toThrow();
    await expect(database.db.delete(staffAuditEvents)).rejects.toThrow();
  });
});
