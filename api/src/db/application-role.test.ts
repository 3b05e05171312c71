import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { verifyAuditChain } from '../modules/staff/audit-chain';
import { recordAudit } from '../modules/staff/audit.service';
import { staffAuditEvents } from '../modules/staff/staff.table';
import { createTestDb } from '../testing/test-db';
import type { DatabaseConnection } from './client';
import { grantApplicationRole } from './application-role';

let database: DatabaseConnection;
const role = `sakina_app_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  database = await createTestDb();
  await database.db.execute(sql.raw(`create role ${role} nologin`));
  await grantApplicationRole({ query: (statement) => database.db.execute(sql.raw(statement)) }, role);
});

afterAll(async () => {
  await database.db.execute(sql.raw(`drop owned by ${role}`));
  await database.db.execute(sql.raw(`drop role ${role}`));
  await database.close();
});

/** `work` as the application's role, in a transaction of its own (a refusal ends the transaction). */
function asApplication(work: (db: DatabaseConnection['db']) => Promise<unknown>) {
  return database.db.transaction(async (transaction) => {
    await transaction.execute(sql.raw(`set local role ${role}`));
    await work(transaction as unknown as DatabaseConnection['db']);
  });
}

/** The database's message when `work` is refused (drizzle wraps it). */
async function refusal(work: (db: DatabaseConnection['db']) => Promise<unknown>): Promise<string> {
  try {
    await asApplication(work);
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? (error as Error).message);
  }
  return 'allowed';
}

describe("the application's role when migrations run as the owner", () => {
  it('adds to the audit trail and reads it, chained as ever', async () => {
    await asApplication((db) => recordAudit({ db }, { staffId: null, action: 'sign-in-failed', ip: '192.0.2.1' }));
    await asApplication(async (db) => {
      expect(await verifyAuditChain({ db })).toMatchObject({ entries: 1, broken: null });
    });
  });

  it('may not change, delete or empty the trail, nor turn its triggers off', async () => {
    expect(await refusal((db) => db.update(staffAuditEvents).set({ ip: '203.0.113.1' }))).toMatch(/permission denied/);
    expect(await refusal((db) => db.delete(staffAuditEvents))).toMatch(/permission denied/);
    expect(await refusal((db) => db.execute(sql`truncate staff_audit_events`))).toMatch(/permission denied/);
    expect(
      await refusal((db) => db.execute(sql`alter table staff_audit_events disable trigger staff_audit_events_chain`)),
    ).toMatch(/must be owner/);
  });

  it("reads and writes the product's other tables", async () => {
    await asApplication(async (db) => {
      await db.execute(sql`update content_versions set version = version where name = 'practitioners'`);
      await db.execute(sql`select count(*) from practitioners`);
    });
  });
});
