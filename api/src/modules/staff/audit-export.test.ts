import { todayIso } from '@sakina/shared/validation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recordAudit } from './audit.service';
import { auditOf, signedInStaff, type TestStaffMember } from './staff.testing';

let testApp: TestApp;
let admin: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInStaff(testApp, 'admin');
});

afterAll(async () => {
  await testApp.close();
});

const exportOf = (query: string, headers: Record<string, string> = admin.headers) =>
  testApp.app.inject({ method: 'GET', url: `/files/staff/audit.csv?${query}`, headers });

describe('the audit trail as CSV', () => {
  it("gives an admin the period's entries in the chain's order with their hashes, formulas escaped, and audits it", async () => {
    await recordAudit(testApp, {
      staffId: admin.staffId,
      action: 'document-viewed',
      record: { kind: 'document', id: '=HYPERLINK("x")' },
      ip: '192.0.2.7',
    });
    const day = todayIso();
    const response = await exportOf(`from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="audit-trail-${day}-to-${day}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('seq,time_utc,member,service_key,action,record_kind,record_id,ip,previous_hash,hash');
    const viewed = lines.find((line) => line.includes('document-viewed'))!;
    expect(viewed).toContain(admin.email);
    expect(viewed).toContain(`"'=HYPERLINK(""x"")"`);
    expect(viewed).toMatch(/,192\.0\.2\.7,[0-9a-f]{64},[0-9a-f]{64}$/);
    const seqs = lines.map((line) => Number(line.split(',')[0]));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect((await auditOf(testApp, 'audit-exported')).at(-1)).toMatchObject({
      staffId: admin.staffId,
      recordKind: 'audit',
      recordId: `${day}/${day}`,
    });
  });

  it('holds nothing of days outside the period', async () => {
    const response = await exportOf('from=2020-01-01&to=2020-01-31');
    expect(response.statusCode).toBe(200);
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });

  it('refuses a period that ends before it starts or runs over a year, in the language asked', async () => {
    const backwards = await exportOf('from=2026-03-01&to=2026-02-01&locale=ar');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toBe('يجب أن يكون تاريخ النهاية في يوم البداية أو بعده');
    const long = await exportOf('from=2024-01-01&to=2025-06-01');
    expect(long.statusCode).toBe(400);
    expect(long.body).toBe('Choose a period of at most 366 days');
    expect((await exportOf('from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const support = await signedInStaff(testApp, 'support');
    expect((await exportOf('from=2026-01-01&to=2026-01-02', support.headers)).statusCode).toBe(403);
    expect((await exportOf('from=2026-01-01&to=2026-01-02', {})).statusCode).toBe(401);
  });
});
