import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { migrationsFolder, pgliteExtensions } from '@sakina/api/internals/db/client';

const run = promisify(execFile);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of `public`, each after the tables its foreign keys point at. */
async function tablesInLoadOrder(source: PGlite): Promise<string[]> {
  const { rows: tables } = await source.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: references } = await source.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle through ${table}.`);
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      visit(parent, [...path, table]);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

async function copyableColumns(source: PGlite, table: string): Promise<string[]> {
  const { rows } = await source.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${quoted(table)}`],
  );
  return rows.map((row) => row.name);
}

/**
 * Moves the embedded database of a backup into an empty PostgreSQL: the archive's PGlite is opened in memory and
 * brought to this code's migrations, PostgreSQL gets the same migrations, then every table's rows cross with COPY
 * in the text format pg_dump writes (parents before the rows that point at them), in one transaction through
 * psql, and every sequence goes on from where it stood.
 */
export async function copyPgliteIntoPostgres(dump: Buffer, databaseUrl: string): Promise<void> {
  const source = await PGlite.create('memory://', {
    extensions: pgliteExtensions,
    loadDataDir: new Blob([new Uint8Array(dump)]),
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-move-'));
  try {
    await migratePglite(drizzlePglite({ client: source }) as never, { migrationsFolder });
    const tables = await tablesInLoadOrder(source);
    // One connection for the schema (a restore waits for the database; the server's pool gives up after 3 s).
    const target = new Client({ connectionString: databaseUrl });
    await target.connect();
    const filledByMigrations: string[] = [];
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: target }) as never, { migrationsFolder });
      for (const table of tables) {
        const { rows } = await target.query<{ filled: boolean }>(
          `select exists (select 1 from public.${quoted(table)}) as filled`,
        );
        if (rows[0]?.filled) filledByMigrations.push(table);
      }
    } finally {
      await target.end();
    }

    const script = path.join(folder, 'rows.sql');
    const out = fs.openSync(script, 'w', 0o600);
    try {
      // The migrations' own rows (content versions) give way to the archive's.
      for (const table of filledByMigrations) fs.writeSync(out, `delete from public.${quoted(table)};\n`);
      for (const table of tables) {
        const columns = (await copyableColumns(source, table)).map(quoted).join(', ');
        const copied = await source.query(`copy public.${quoted(table)} (${columns}) to '/dev/blob'`);
        const rows = copied.blob ? Buffer.from(await copied.blob.arrayBuffer()) : Buffer.alloc(0);
        if (rows.length === 0) continue;
        fs.writeSync(out, `copy public.${quoted(table)} (${columns}) from stdin;\n`);
        fs.writeSync(out, rows);
        fs.writeSync(out, '\\.\n');
      }
      const { rows: sequences } = await source.query<{ name: string; value: string }>(
        `select sequencename as name, last_value::text as value from pg_sequences
         where schemaname = 'public' and last_value is not null`,
      );
      for (const { name, value } of sequences) {
        fs.writeSync(out, `select setval('public.${quoted(name).replace(/'/g, "''")}', ${BigInt(value)}, true);\n`);
      }
    } finally {
      fs.closeSync(out);
    }
    await run(
      'psql',
      ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-f', script],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } finally {
    await source.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
