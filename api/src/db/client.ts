import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import { grantApplicationRole } from './application-role';
import { lockDirectory } from './pglite-lock';
import { keepToOwner } from '../security/data-directory';
import * as schema from './schema';

/** One type for both drivers: services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConnection {
  kind: DatabaseKind;
  db: Database;
  /** The pg pool when kind is 'postgres'. */
  pool: Pool | null;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Runs `work` while no other API process runs exclusive work (start-up seeding), on PostgreSQL. */
  exclusively<Result>(work: () => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(__dirname, '../../drizzle');

export const pgliteExtensions = { pg_trgm };

export type OpenDatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Every statement of every connection is cancelled after this long. */
      statementTimeoutMs?: number;
      migrate?: boolean;
      /**
       * The owner's connection (DATABASE_OWNER_URL): migrations run through it and grant `url`'s role what the
       * application may do (application-role.ts); without it, `url`'s role migrates and owns every table.
       */
      ownerUrl?: string | null;
      /** Called when an idle pooled connection fails (server restart, terminated backend); the pool replaces it. */
      onIdleClientError?: (error: Error) => void;
    }
  /** `directory` is a data directory (locked while open) or undefined for an in-memory database. */
  | { kind: 'pglite'; directory?: string; loadDataDir?: Blob; migrate?: boolean; statementTimeoutMs?: number };

/** Used when the caller names none (tests, scripts): the same as the server's default. */
export const defaultStatementTimeoutMs = 5_000;

/** How long a request waits for a PostgreSQL connection before it is answered DATABASE_UNAVAILABLE. */
const connectTimeoutMs = 3_000;

// Any 64-bit number shared by every API process: they take turns migrating and seeding.
const startupLockKey = 7_307_201_411;

function reportIdleClientError(error: Error): void {
  process.emitWarning(`an idle PostgreSQL connection failed and will be replaced: ${error.message}`);
}

/** Migrations through the owner's connection, then the application role's grants (never the owner's own). */
async function migrateAsOwner(ownerUrl: string, application: Pool): Promise<void> {
  const owner = new Client({ connectionString: ownerUrl, connectionTimeoutMillis: connectTimeoutMs });
  await owner.connect();
  try {
    await owner.query('select pg_advisory_lock($1)', [startupLockKey]);
    await migrateNodePostgres(drizzleNodePostgres({ client: owner }) as never, { migrationsFolder });
    const { rows } = await application.query<{ role: string }>('select current_user as role');
    const { rows: owners } = await owner.query<{ role: string }>('select current_user as role');
    if (rows[0]!.role !== owners[0]!.role) await grantApplicationRole(owner, rows[0]!.role);
  } finally {
    await owner.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
    await owner.end();
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  migrate: boolean,
  onIdleClientError: (error: Error) => void,
  statementTimeoutMs: number,
  ownerUrl: string | null = null,
): Promise<DatabaseConnection> {
  // Sent when each connection opens, so no statement on any pooled connection runs longer.
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: statementTimeoutMs,
    // A request waits at most this long for a connection (the database restarting, the pool busy), never forever.
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // Without a listener, an idle connection's error (a restarted or terminated backend) would crash the process.
  pool.on('error', onIdleClientError);
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  const exclusively = async <Result>(work: () => Promise<Result>): Promise<Result> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [startupLockKey]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
      client.release();
    }
  };
  try {
    if (migrate && ownerUrl) await migrateAsOwner(ownerUrl, pool);
    else if (migrate) await exclusively(() => migrateNodePostgres(db as never, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    exclusively,
    close: () => pool.end(),
  };
}

async function openPglite(
  directory: string | undefined,
  loadDataDir: Blob | undefined,
  migrate: boolean,
  statementTimeoutMs: number,
): Promise<DatabaseConnection> {
  let lock: { release(): void } | null = null;
  if (directory) {
    fs.mkdirSync(path.dirname(directory), { recursive: true });
    lock = lockDirectory(directory);
  }
  let client: PGlite | null = null;
  try {
    client = await PGlite.create(directory ?? 'memory://', { extensions: pgliteExtensions, loadDataDir });
    // PGlite unpacks a new database's files 0666 whatever the umask: the owner's alone, like what it writes later.
    if (directory) keepToOwner(directory);
    // Set like PostgreSQL's, though single-threaded WebAssembly PGlite has no timer to enforce it: there the
    // GraphQL limits are what keeps a request short.
    await client.exec(`set statement_timeout = ${Math.floor(statementTimeoutMs)}`);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    if (migrate) await migratePglite(db as never, { migrationsFolder });
    const opened = client;
    return {
      kind: 'pglite',
      db,
      pool: null,
      ping: async () => {
        await opened.query('select 1');
      },
      // The directory lock already keeps every other process out.
      exclusively: (work) => work(),
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** Opens the database and, unless told otherwise, applies the pending migrations from drizzle/. */
export function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  return options.kind === 'postgres'
    ? openPostgres(
        options.url,
        options.poolSize ?? 10,
        options.migrate ?? true,
        options.onIdleClientError ?? reportIdleClientError,
        options.statementTimeoutMs ?? defaultStatementTimeoutMs,
        options.ownerUrl ?? null,
      )
    : openPglite(
        options.directory,
        options.loadDataDir,
        options.migrate ?? true,
        options.statementTimeoutMs ?? defaultStatementTimeoutMs,
      );
}

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(
  config: {
    databaseUrl: string | null;
    databaseOwnerUrl?: string | null;
    databasePoolSize: number;
    pgliteDir: string;
    databaseStatementTimeoutMs: number;
  },
  onIdleClientError?: (error: Error) => void,
): Promise<DatabaseConnection> {
  const statementTimeoutMs = config.databaseStatementTimeoutMs;
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        ownerUrl: config.databaseOwnerUrl ?? null,
        poolSize: config.databasePoolSize,
        onIdleClientError,
        statementTimeoutMs,
      })
    : openDatabase({ kind: 'pglite', directory: config.pgliteDir, statementTimeoutMs });
}
