import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { validPersonalInformation } from '@sakina/shared/validation';
import { asc, sql } from 'drizzle-orm';
import { openDatabase, type Database, type OpenDatabaseOptions } from '@sakina/api/internals/db/client';
import { accounts } from '@sakina/api/internals/modules/accounts/accounts.table';
import { articles } from '@sakina/api/internals/modules/articles/articles.table';
import { practitioners } from '@sakina/api/internals/modules/practitioners/practitioners.table';
import * as content from '@sakina/api/internals/seed/content/index';
import { seedContent } from '@sakina/api/internals/seed/seed';
import { pdfBytes, pngBytes } from '@sakina/api/internals/modules/applications/applications.testing';
import { applicationDocuments, applications } from '@sakina/api/internals/modules/applications/applications.table';
import { signIn } from '@sakina/api/internals/testing/sign-in';
import { temporaryFolder } from './drill-server';
import { createThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * `npm run backup`, the data folder wiped, `npm run restore -- <file>` into an empty one: the same accounts,
 * applications, document rows and file bytes. On PGlite and on PostgreSQL (a throwaway cluster of its own).
 */

jest.setTimeout(180_000);

const opsRoot = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** The npm scripts' commands (`npm run backup` / `npm run restore` are `tsx src/commands/…` in ops/). */
function script(name: 'backup' | 'restore', args: string[], environment: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', `src/commands/${name}.ts`, ...args], {
    cwd: opsRoot,
    env: { ...process.env, ...environment },
  });
}

/** Two applicants, one with a photo and a CV on disk; returns nothing, the test reads it all back. */
async function fillWithApplications(db: Database, uploadsDirectory: string): Promise<void> {
  const folder = path.join(uploadsDirectory, 'applications');
  fs.mkdirSync(folder, { recursive: true });
  for (const [index, files] of [
    [
      ['photo', pngBytes(4096)],
      ['cv', pdfBytes('CV')],
    ],
    [],
  ].entries()) {
    const account = await signIn(db);
    const [application] = await db
      .insert(applications)
      .values({
        accountId: account.accountId,
        personal: { ...validPersonalInformation(), mobile: { country: 'SA', e164: `+96650000000${index}` } } as never,
        mobile: `+96650000000${index}`,
      })
      .returning();
    for (const [kind, bytes] of files as [string, Buffer][]) {
      const storageKey = `0000000${index}-0000-4000-8000-${kind === 'cv' ? '00000000000c' : '00000000000f'}`;
      fs.writeFileSync(path.join(folder, storageKey), bytes);
      await db.insert(applicationDocuments).values({
        applicationId: application!.id,
        kind: kind as 'cv',
        fileName: `${kind}.bin`,
        mediaType: kind === 'cv' ? 'application/pdf' : 'image/png',
        sizeBytes: bytes.length,
        storageKey,
      });
    }
  }
}

async function snapshotOf(options: OpenDatabaseOptions, uploadsDirectory: string) {
  const database = await openDatabase({ ...options, migrate: false });
  try {
    const folder = path.join(uploadsDirectory, 'applications');
    return {
      accounts: await database.db.select().from(accounts).orderBy(asc(accounts.id)),
      applications: await database.db.select().from(applications).orderBy(asc(applications.id)),
      documents: await database.db.select().from(applicationDocuments).orderBy(asc(applicationDocuments.id)),
      files: Object.fromEntries(
        fs
          .readdirSync(folder)
          .sort()
          .map((name) => [name, fs.readFileSync(path.join(folder, name)).toString('base64')]),
      ),
    };
  } finally {
    await database.close();
  }
}

describe('backup, wipe, restore', () => {
  const folder = temporaryFolder('backup-drill');
  let postgres: ThrowawayPostgres | null = null;

  afterAll(async () => {
    await postgres?.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('gives back the same accounts, applications and files on PGlite, and refuses a damaged archive', async () => {
    const dataDirectory = path.join(folder, 'pglite-data');
    const pglite: OpenDatabaseOptions = { kind: 'pglite', directory: path.join(dataDirectory, 'pglite') };
    const uploads = path.join(dataDirectory, 'uploads');
    const database = await openDatabase(pglite);
    await fillWithApplications(database.db, uploads);
    await database.close();
    const before = await snapshotOf(pglite, uploads);
    expect(before.documents).toHaveLength(2);
    expect(Object.keys(before.files)).toHaveLength(2);

    const archive = path.join(folder, 'pglite.tar.gz');
    await script('backup', [archive], { DATA_DIR: dataDirectory });
    expect(fs.readFileSync(`${archive}.sha256`, 'utf8')).toMatch(/^[0-9a-f]{64} {2}pglite\.tar\.gz\n$/);

    // A restore over existing data is refused and changes nothing.
    await expect(script('restore', [archive], { DATA_DIR: dataDirectory })).rejects.toMatchObject({
      stderr: expect.stringContaining('not empty'),
    });

    fs.rmSync(dataDirectory, { recursive: true });
    const damaged = path.join(folder, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[bytes.length >> 1] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    fs.copyFileSync(`${archive}.sha256`, `${damaged}.sha256`);
    await expect(script('restore', [damaged], { DATA_DIR: dataDirectory })).rejects.toMatchObject({
      stderr: expect.stringContaining('does not match its checksum'),
    });
    expect(fs.existsSync(path.join(dataDirectory, 'pglite'))).toBe(false);

    await script('restore', [archive], { DATA_DIR: dataDirectory });
    expect(await snapshotOf(pglite, uploads)).toEqual(before);
  });

  it('gives back the same accounts, applications and files on PostgreSQL', async () => {
    postgres = await createThrowawayPostgres();
    await postgres.run('createdb', ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', 'source']);
    await postgres.run('createdb', ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', 'restored']);
    const source: OpenDatabaseOptions = { kind: 'postgres', url: postgres.url('source') };
    const restored: OpenDatabaseOptions = { kind: 'postgres', url: postgres.url('restored') };
    const sourceData = path.join(folder, 'postgres-data');
    const restoredData = path.join(folder, 'postgres-restored');

    const database = await openDatabase(source);
    await fillWithApplications(database.db, path.join(sourceData, 'uploads'));
    await database.close();

    const archive = path.join(folder, 'postgres.tar.gz');
    await script('backup', [archive], { DATA_DIR: sourceData, DATABASE_URL: postgres.url('source') });
    await script('restore', [archive], { DATA_DIR: restoredData, DATABASE_URL: postgres.url('restored') });

    expect(await snapshotOf(restored, path.join(restoredData, 'uploads'))).toEqual(
      await snapshotOf(source, path.join(sourceData, 'uploads')),
    );
  });

  it('moves the embedded database into PostgreSQL: the same rows and files, sequences going on where they stood', async () => {
    postgres ??= await createThrowawayPostgres();
    await postgres.run('createdb', ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', 'moved']);
    const dataDirectory = path.join(folder, 'embedded');
    const embedded: OpenDatabaseOptions = { kind: 'pglite', directory: path.join(dataDirectory, 'pglite') };
    const database = await openDatabase(embedded);
    await seedContent(database.db, content);
    await fillWithApplications(database.db, path.join(dataDirectory, 'uploads'));
    await database.db.execute(
      sql`select nextval(pg_get_serial_sequence('contact_messages', 'id')) from generate_series(1, 41)`,
    );
    await database.close();
    const archive = path.join(folder, 'embedded.tar.gz');
    await script('backup', [archive], { DATA_DIR: dataDirectory });

    const movedData = path.join(folder, 'moved-data');
    const moved: OpenDatabaseOptions = { kind: 'postgres', url: postgres.url('moved') };
    await script('restore', [archive], { DATA_DIR: movedData, DATABASE_URL: postgres.url('moved') });
    expect(await snapshotOf(moved, path.join(movedData, 'uploads'))).toEqual(
      await snapshotOf(embedded, path.join(dataDirectory, 'uploads')),
    );
    const contentOf = async (options: OpenDatabaseOptions) => {
      const opened = await openDatabase({ ...options, migrate: false });
      try {
        return {
          practitioners: await opened.db.select().from(practitioners).orderBy(asc(practitioners.id)),
          articles: await opened.db.select().from(articles).orderBy(asc(articles.id)),
        };
      } finally {
        await opened.close();
      }
    };
    const movedContent = await contentOf(moved);
    expect(movedContent.practitioners.length).toBeGreaterThan(10);
    expect(movedContent).toEqual(await contentOf(embedded));
    const target = await openDatabase({ ...moved, migrate: false });
    try {
      const next = (await target.db.execute(
        sql`select nextval(pg_get_serial_sequence('contact_messages', 'id'))::text as id`,
      )) as unknown as { rows: { id: string }[] };
      expect(next.rows[0]!.id).toBe('42');
    } finally {
      await target.close();
    }
    // A second move into the same database is refused.
    await expect(
      script('restore', [archive], { DATA_DIR: path.join(folder, 'moved-again'), DATABASE_URL: postgres.url('moved') }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('not empty') });
  });
});
