import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConnection } from '../db/client';
import { createAccount } from '../modules/accounts/accounts.service';
import { ensureApplication } from '../modules/applications/applications.service';
import { applicationDocuments } from '../modules/applications/applications.table';
import { localObjectStore } from '../storage/local-object-store';
import type { ObjectStore } from '../storage/object-store';
import { createTestDb } from '../testing/test-db';
import { sweepAbandonedWork } from './startup-sweep';

let database: DatabaseConnection;
let uploadsDir: string;
let uploads: ObjectStore;

beforeAll(async () => {
  database = await createTestDb();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-sweep-'));
  uploads = localObjectStore(uploadsDir);
  await database.db.delete(applicationDocuments);
});

afterEach(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

async function documentRow(storageKey: string): Promise<void> {
  const account = await createAccount(database, {
    email: `sweep-${randomUUID()}@example.com`,
    password: 'Sakina2024pass',
    locale: 'en',
    role: 'practitioner',
    confirmed: true,
  });
  const application = await ensureApplication(database, account.id);
  await database.db.insert(applicationDocuments).values({
    applicationId: application.id,
    kind: 'cv',
    fileName: 'cv.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 3,
    storageKey,
  });
}

// PGlite: this process is the only one, so everything unfinished is abandoned at once.
const sweep = () => sweepAbandonedWork({ db: database.db, databaseKind: 'pglite', uploadsDir, uploads });

describe('the start-up sweep of the upload store', () => {
  it('removes stored files no row names and rows whose file is gone, and keeps the pairs', async () => {
    const [kept, lost, stray] = [randomUUID(), randomUUID(), randomUUID()];
    await documentRow(kept);
    await documentRow(lost);
    await uploads.putBytes(`applications/${kept}`, 'pdf');
    await uploads.putBytes(`applications/${stray}`, 'pdf');

    const report = await sweep();

    expect(report.filesWithoutRow).toEqual([stray]);
    expect(report.rowsWithoutFile).toHaveLength(1);
    const rows = await database.db.select().from(applicationDocuments);
    expect(rows.map((row) => row.storageKey)).toEqual([kept]);
    const keys = [];
    for await (const object of uploads.list('')) keys.push(object.key);
    expect(keys).toEqual([`applications/${kept}`]);
  });

  it('leaves the rows alone when the store holds no file at all (a store put together wrongly)', async () => {
    await documentRow(randomUUID());

    const report = await sweep();

    expect(report.rowsWithoutFile).toEqual([]);
    expect(await database.db.select().from(applicationDocuments)).toHaveLength(1);
  });
});
