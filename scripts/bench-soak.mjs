// npm run bench:soak — sustained load on the whole server, from this machine only (loopback), bounded in time and
// count: SOAK_MINUTES (10) one-minute rounds at SOAK_RATE (200) requests a second at most, so at most
// minutes × 60 × rate requests; each round prints the rate the server actually took. The mix is what visitors do: page renders (home, directory, a practitioner, an article, the FAQ),
// the GraphQL reads behind them, and a few contact messages. Each minute: requests, errors, p50/p99 latency and the
// server's memory: its RSS read every second, then what it holds after a full garbage collection
// (scripts/lib/memory-probe.cjs). A benchmark that prints figures, never a test.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstLink, freePort, waitForReady } from './lib/bench-server.mjs';
import { repositoryRoot, siteDirectory } from './lib/site.mjs';
import { run } from './lib/run.mjs';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 200);
const roundSeconds = Number(process.env.SOAK_ROUND_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
if (![minutes, rate, roundSeconds, connections].every((value) => Number.isFinite(value) && value > 0)) {
  throw new Error('SOAK_MINUTES, SOAK_RATE, SOAK_ROUND_SECONDS and SOAK_CONNECTIONS must be positive numbers');
}

/** The server's resident memory in MB (Linux /proc). */
function residentMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
}

/** Every request comes from another visitor (behind one trusted proxy), as on the real site. */
const randomVisitor = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const graphqlHeaders = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };
const graphqlRead = (query, variables = {}) => ({
  method: 'POST',
  path: '/graphql',
  headers: graphqlHeaders,
  body: JSON.stringify({ query, variables }),
});

const directoryQuery = `query Directory($search: String, $page: Int) {
  practitioners(search: $search, page: $page, pageSize: 12) { total items { id name { ar en } } }
}`;
const faqQuery = 'query Faq { faqCategories { id questions { id } } }';
const articlesQuery = `query Articles($page: Int) {
  articles(kind: BLOG, page: $page, pageSize: 10) { total items { id } }
}`;
const contactMutation = `mutation Contact($input: ContactMessageInput!, $idempotencyKey: String!) {
  sendContactMessage(input: $input, idempotencyKey: $idempotencyKey) { reference }
}`;
const contactInput = {
  name: 'Soak Visitor',
  email: 'soak.visitor@example.com',
  phone: { country: 'SA', number: '0501234567' },
  reason: 'TECHNICAL_ISSUE',
  subject: 'A question from the soak run',
  message: 'This message is one of the few contact messages of the soak benchmark.',
};

const graphqlErrors = { count: 0 };

/** One visitor path of 50 requests, cycled by every connection. */
function mix(practitionerPath, articlePath) {
  const page = (pagePath) => ({ method: 'GET', path: pagePath, headers: { accept: 'text/html' } });
  const once = [
    page('/'),
    page('/practitioners'),
    page('/en/practitioners'),
    page(practitionerPath),
    page(articlePath),
    page('/faq'),
    page('/en/faq'),
    graphqlRead(directoryQuery, { page: 1 }),
    graphqlRead(directoryQuery, { search: 'قلق', page: 1 }),
    graphqlRead(directoryQuery, { search: 'anxiety', page: 2 }),
    graphqlRead(faqQuery),
    graphqlRead(articlesQuery, { page: 1 }),
  ];
  const sequence = [];
  while (sequence.length < 49) sequence.push(...once);
  sequence.length = 49;
  sequence.push({
    method: 'POST',
    path: '/graphql',
    headers: graphqlHeaders,
    // A new form fill each time: a fresh idempotency key.
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        query: contactMutation,
        variables: { input: contactInput, idempotencyKey: randomUUID() },
      }),
    }),
  });
  return sequence.map((request) => {
    const setup = request.setupRequest;
    return {
      ...request,
      setupRequest: (prepared) => {
        const next = setup ? setup(prepared) : prepared;
        return { ...next, headers: { ...next.headers, 'x-forwarded-for': randomVisitor() } };
      },
      // GraphQL answers its errors with 200: a body holding "errors" counts as an error too.
      onResponse: (status, body) => {
        if (request.path === '/graphql' && String(body).includes('"errors"')) graphqlErrors.count += 1;
      },
    };
  });
}

/** Runs one round while reading the server's memory every second: its lowest and highest of the round. */
function round(origin, requests) {
  const samples = [];
  const sampler = setInterval(() => samples.push(residentMb(server.pid)), 1_000);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        overallRate: rate,
        // A round ends after its time, however many requests the server took: the rate is a ceiling.
        duration: roundSeconds,
        requests,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  }).then(
    (result) => {
      clearInterval(sampler);
      samples.push(residentMb(server.pid));
      return { ...result, rssMin: Math.min(...samples), rssMax: Math.max(...samples) };
    },
    (error) => {
      clearInterval(sampler);
      throw error;
    },
  );
}

run('node', ['scripts/build.mjs']);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'sakina-bench-soak-'));
const server = spawn(
  process.execPath,
  ['--expose-gc', '--require', './scripts/lib/memory-probe.cjs', '--import', 'tsx', 'site-server/src/main.ts'],
  {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDirectory,
      SITE_DIR: siteDirectory,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUSTED_PROXY_COUNT: '1',
      TEAM_INBOX: 'team@example.com',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
);

/** The server's memory in MB right after a full garbage collection (scripts/lib/memory-probe.cjs). */
function memoryAfterCollection() {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not answer the memory probe')), 30_000);
    server.once('message', ({ memoryProbe }) => {
      clearTimeout(timer);
      const mb = (bytes) => bytes / 1024 / 1024;
      resolve({
        heap: mb(memoryProbe.heapUsed),
        total: mb(memoryProbe.heapTotal),
        external: mb(memoryProbe.external),
        rss: mb(memoryProbe.rss),
      });
    });
    server.send('memory-probe');
  });
}

try {
  await waitForReady(`${origin}/readyz`);
  const requests = mix(
    await firstLink(origin, '/practitioners', /\/practitioners\/practitioner_\d+/),
    await firstLink(origin, '/blog', /\/blog\/[\w-]+/),
  );
  console.log(
    `\nSoak: ${minutes} × ${roundSeconds} s at ${rate} req/s, ${connections} connections, loopback, PGlite, ` +
      `started ${new Date().toISOString()}`,
  );
  console.log(
    'minute  requests   req/s   errors   non-2xx   p50 ms   p99 ms   max ms   RSS MB (lowest–highest)   ' +
      'after a full GC: heap used/total, external, RSS MB',
  );
  const rows = [];
  for (let minute = 1; minute <= minutes; minute += 1) {
    graphqlErrors.count = 0;
    const result = await round(origin, requests);
    const row = {
      minute,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + graphqlErrors.count,
      non2xx: result.non2xx,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      rssMin: result.rssMin,
      rssMax: result.rssMax,
      collected: await memoryAfterCollection(),
    };
    rows.push(row);
    console.log(
      [
        String(minute).padStart(6),
        String(row.requests).padStart(9),
        (row.requests / result.duration).toFixed(0).padStart(7),
        String(row.errors).padStart(8),
        String(row.non2xx).padStart(9),
        String(row.p50).padStart(8),
        String(row.p99).padStart(8),
        String(row.max).padStart(8),
        `${row.rssMin.toFixed(0)}–${row.rssMax.toFixed(0)}`.padStart(12),
        `${row.collected.heap.toFixed(0)}/${row.collected.total.toFixed(0)}, ${row.collected.external.toFixed(0)}, ${row.collected.rss.toFixed(0)}`.padStart(
          28,
        ),
      ].join(' '),
    );
  }
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const failed = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  const after = rows.slice(1);
  // RSS swings with the collector's rhythm: V8 keeps freed heap pages for minutes (heap total two or three times the
  // heap used) and hands them back in bursts. A leak shows in what the server still holds after a full collection:
  // the goal is judged on that, heap used plus external (PGlite's WebAssembly memory, buffers).
  const retained = (row) => row.collected.heap + row.collected.external;
  const growthOf = (measure) => (after.length > 0 ? (Math.max(...after.map(measure)) / measure(rows[0]) - 1) * 100 : 0);
  const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;
  const p99s = rows.map((row) => row.p99);
  console.log(
    `\n${total} requests, ${failed} errors (goal 0); p99 ${Math.min(...p99s)}–${Math.max(...p99s)} ms; ` +
      `after the first minute, memory held after a full GC (heap used + external) ${signed(growthOf(retained))} ` +
      `(goal under 10 %), RSS after a full GC ${signed(growthOf((row) => row.collected.rss))}, ` +
      `highest RSS ${signed(growthOf((row) => row.rssMax))}. ` +
      `Load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDirectory, { recursive: true, force: true });
}
