import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type DatabaseConnection } from '@sakina/api/internals/db/client';
import { practitioners } from '@sakina/api/internals/modules/practitioners/practitioners.table';
import { practitionerRow } from '@sakina/api/internals/seed/seed';
import { startApi, stopApi } from './api-server';
import { generatePractitioners, requestBodies } from '@sakina/api/internals/modules/practitioners/directory-workload';

// npm run bench -w api: the directory query under load, on PGlite and (when reachable) PostgreSQL.
const practitionerCount = 10_000;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
// Load before the timed run, until V8 has optimised the hot paths and the per-process totals are filled in.
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const goals = { pglite: { requestsPerSecond: 300, p99: 80 }, postgres: { requestsPerSecond: 1000, p99: 30 } };

async function fillDatabase(database: DatabaseConnection): Promise<void> {
  const rows = generatePractitioners(practitionerCount).map(practitionerRow);
  await database.db.transaction(async (transaction) => {
    for (let start = 0; start < rows.length; start += 500)
      await transaction.insert(practitioners).values(rows.slice(start, start + 500));
  });
  await database.db.execute(sql`vacuum analyze practitioners`);
}

interface Result {
  database: 'pglite' | 'postgres';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function drive(database: Result['database'], url: string): Promise<Result> {
  const bodies = requestBodies(500);
  // Every variant must answer without errors before it is timed.
  for (const body of bodies.slice(0, 40)) {
    const reply = (await (
      await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    ).json()) as { errors?: unknown };
    if (reply.errors) throw new Error(`The directory query failed: ${JSON.stringify(reply.errors)}`);
  }
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${url}/graphql`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
  await run(warmUpSeconds);
  const result = await run(durationSeconds);
  return {
    database,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchPglite(): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-bench-'));
  try {
    const database = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'pglite') });
    await fillDatabase(database);
    await database.close();
    const { url, child } = await startApi({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_DIR: path.join(dataDir, 'site'),
    });
    try {
      return await drive('pglite', url);
    } finally {
      await stopApi(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresServerUrl(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function benchPostgres(serverUrl: string): Promise<Result> {
  const name = `sakina_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl.toString() });
    await fillDatabase(database);
    await database.close();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-bench-'));
    const { url, child } = await startApi({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      SITE_DIR: path.join(dataDir, 'site'),
    });
    try {
      return await drive('postgres', url);
    } finally {
      await stopApi(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function report(result: Result): string {
  const goal = goals[result.database];
  const met = result.requestsPerSecond >= goal.requestsPerSecond && result.p99 <= goal.p99 && result.errors === 0;
  return `${result.database.padEnd(9)} ${String(result.requestsPerSecond).padStart(6)} req/s   p50 ${String(result.p50).padStart(3)} ms   p99 ${String(result.p99).padStart(3)} ms   errors ${result.errors}   goal ≥ ${goal.requestsPerSecond} req/s, p99 ≤ ${goal.p99} ms: ${met ? 'met' : 'NOT met'}`;
}

async function main(): Promise<void> {
  console.log(
    `Directory query, ${practitionerCount} practitioners, ${connections} connections, ${warmUpSeconds} s warm-up then ${durationSeconds} s per database (${os.cpus().length} cores)`,
  );
  const results: Result[] = [await benchPglite()];
  console.log(report(results[0]!));
  const serverUrl = await postgresServerUrl();
  if (serverUrl) {
    results.push(await benchPostgres(serverUrl));
    console.log(report(results[1]!));
  } else {
    console.log('postgres  skipped: set BENCH_DATABASE_URL or run PostgreSQL on 127.0.0.1:5432');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
