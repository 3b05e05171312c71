import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { migrationsFolder, openDatabase, pgliteExtensions, type DatabaseConnection } from '../db/client';

const snapshotPrefix = 'sakina-api-test-snapshot-';

/** Changes whenever a migration or the PGlite version changes, so a stale snapshot is never loaded. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const fullPath = path.join(migrationsFolder, file);
    if (fs.statSync(fullPath).isFile()) hash.update(file).update(fs.readFileSync(fullPath));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated, empty data directory as a tarball in the temp folder, built once and reused by every test file. */
async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${snapshotPrefix}${snapshotKey()}.tar`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
    await migrate(drizzle({ client }), { migrationsFolder });
    const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await client.close();
    // Written aside then renamed, so a parallel jest worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, file);
    for (const old of fs.readdirSync(os.tmpdir())) {
      if (old.startsWith(snapshotPrefix) && old.endsWith('.tar') && path.join(os.tmpdir(), old) !== file) {
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
      }
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A brand-new database on the TEST_DATABASE_URL server, migrated, dropped again at close. */
async function createPostgresTestDb(serverUrl: string): Promise<DatabaseConnection> {
  const name = `sakina_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dropDatabase = async () => {
    const dropper = new Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  let database: DatabaseConnection;
  try {
    database = await openDatabase({
      kind: 'postgres',
      url: databaseUrlWithName(serverUrl, name),
      poolSize: 4,
      // Dropping the database at close terminates connections the pool is still closing: expected here.
      onIdleClientError: () => undefined,
    });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite loaded from the snapshot, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL. Close it in afterAll.
 */
export async function createTestDb(): Promise<DatabaseConnection> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (serverUrl) return createPostgresTestDb(serverUrl);
  return openDatabase({ kind: 'pglite', loadDataDir: await migratedSnapshot(), migrate: false });
}
