import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startApi, stopApi } from './api-server';

// npm run bench -w api (after the directory): how fast the server refuses the abusive requests of issue 13, on the
// seeded PGlite database, one request at a time. A figure, not a test: the attack suite checks the answers.
const rounds = Number(process.env.BENCH_REFUSED_ROUNDS ?? 200);

const articleFields = 'id title { ar en } summary { ar en } body { ar en } tags { id name { ar en } }';
const requests: { name: string; query: string; expected: string }[] = [
  {
    name: 'related ×5 (the 201 s query)',
    query:
      '{articles(kind:BLOG,pageSize:50){items{related(limit:10){related(limit:10){related(limit:10){related(limit:10){related(limit:10){id}}}}}}}}',
    expected: 'nesting',
  },
  {
    name: '50 aliases',
    query: `{ ${Array.from({ length: 50 }, (_, index) => `a${index}: articles(kind: BLOG, pageSize: 50) { total }`).join(' ')} }`,
    expected: 'aliases',
  },
  {
    name: '9 aliased article lists',
    query: `{ ${Array.from(
      { length: 9 },
      (_, index) =>
        `a${index}: articles(kind: BLOG, pageSize: 50) { items { ${articleFields} related(limit: 10) { ${articleFields} } } }`,
    ).join(' ')} }`,
    expected: 'cost',
  },
  { name: 'FAQ loop', query: '{ faqCategories { questions { category { questions { id } } } } }', expected: 'nesting' },
  { name: '20,000 tokens', query: `{ ${'a '.repeat(20_000)} }`, expected: 'tokens' },
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function time(send: () => Promise<void>): Promise<{ p50: number; p99: number; max: number }> {
  const durations: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = process.hrtime.bigint();
    await send();
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p99: percentile(durations, 0.99), max: durations.at(-1)! };
}

/** An anonymous upload announcing 12 MB: the time until the refusal arrives, having sent 64 KB of it. */
function anonymousUpload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const request = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'multipart/form-data; boundary=bench',
        'content-length': String(12 * 1024 * 1024),
        'x-graphql-csrf': '1',
      },
    });
    request.on('response', (response) => {
      if (response.statusCode !== 401) reject(new Error(`The upload was answered ${response.statusCode}`));
      response.resume();
      response.on('end', resolve);
    });
    request.on('error', reject);
    request.write(Buffer.alloc(64 * 1024, 0x20));
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-bench-refused-'));
  const { url, child } = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '', SITE_DIR: path.join(dataDir, 'site') });
  try {
    console.log(
      `Refused requests, ${rounds} each, one at a time, PGlite with the seed content (${os.cpus().length} cores)`,
    );
    const rows: string[] = [];
    for (const { name, query, expected } of requests) {
      const body = JSON.stringify({ query });
      const send = async () => {
        const reply = (await (
          await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        ).json()) as { errors?: { extensions?: { code?: string; limit?: string } }[] };
        if (reply.errors?.[0]?.extensions?.limit !== expected) {
          throw new Error(`${name}: expected a refusal (${expected}), got ${JSON.stringify(reply).slice(0, 200)}`);
        }
      };
      const timing = await time(send);
      rows.push(`${name.padEnd(30)} ${`${(body.length / 1024).toFixed(1)} KB`.padStart(9)}   ${format(timing)}`);
    }
    const upload = await time(() => anonymousUpload(url));
    rows.push(`${'anonymous 12 MB upload'.padEnd(30)} ${'64 KB sent'.padStart(9)}   ${format(upload)}`);
    console.log(rows.join('\n'));
  } finally {
    await stopApi(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function format({ p50, p99, max }: { p50: number; p99: number; max: number }): string {
  return `p50 ${p50.toFixed(1).padStart(5)} ms   p99 ${p99.toFixed(1).padStart(5)} ms   max ${max.toFixed(1).padStart(5)} ms`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
