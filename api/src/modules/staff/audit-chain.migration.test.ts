import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions, type Database } from '../../db/client';
import { migrationsBefore } from '../../testing/migrations-before';
import { verifyAuditChain } from './audit-chain';
import { recordAudit } from './audit.service';

describe('the audit chain migration', () => {
  it('chains the entries written before it, in the order of their ids, and the next entries after them', async () => {
    const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
    const before = migrationsBefore('0025_staff_audit_chain');
    try {
      const pglite = drizzle({ client });
      const db = pglite as unknown as Database;
      await migrate(pglite, { migrationsFolder: before.folder });
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        await client.query(`insert into staff_audit_events (action, ip) values ('sign-in-failed', $1)`, [ip]);
      }

      await migrate(pglite, { migrationsFolder });
      const { rows } = await client.query<{ seq: number; ip: string }>(
        'select seq::int as seq, ip from staff_audit_events order by id',
      );
      expect(rows).toEqual([
        { seq: 1, ip: '192.0.2.1' },
        { seq: 2, ip: '192.0.2.2' },
        { seq: 3, ip: '192.0.2.3' },
      ]);
      await recordAudit({ db }, { staffId: null, action: 'sign-in-failed', ip: '192.0.2.4' });
      expect(await verifyAuditChain({ db })).toMatchObject({ entries: 4, broken: null });
    } finally {
      await client.close();
      before.remove();
    }
  }, 60_000);
});
