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

/**
 * A database on the TEST_DATABASE_URL server with every migration run, named by the migrations: the first test
 * file to need it creates it (the others wait on an advisory lock), and each file's database is a copy of it,
 * which takes a fraction of the migrations' time. Templates of older migrations are dropped.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `sakina_template_${snapshotKey()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['sakina-test-template']);
    const existing = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'sakina\\_template\\_%'",
    );
    if (existing.rows.some((row) => row.datname === name)) return name;
    for (const { datname } of existing.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    // Migrated under another name, then renamed: a template that exists is whole.
    const partial = `${name}_partial`;
    await admin.query(`create database ${partial}`);
    const template = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(serverUrl, partial) });
    await template.close();
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

/** A brand-new database on the TEST_DATABASE_URL server, migrated, dropped again at close. */
async function createPostgresTestDb(serverUrl: string): Promise<DatabaseConnection> {
  const template = await migratedTemplate(serverUrl);
  const name = `sakina_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
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
      migrate: false,
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
