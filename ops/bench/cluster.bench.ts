import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startLocalCluster, type LocalCluster } from '../src/cluster/local-cluster';
import { changedPublicBuild, deployPrebuilt, timeUntilRendered } from '../src/cluster/prebuilt-deploy';
import { repositoryRoot } from '@sakina/api/internals/config';
import { randomVisitorIp } from '../src/drills/cluster-traffic';
import { requestBodies } from '@sakina/api/internals/modules/practitioners/directory-workload';

// npm run bench:cluster: the directory (GraphQL) and page renders through one server alone and through two behind
// the balancer (npm run cluster's topology: PostgreSQL, Redis, the S3 stand-in, haproxy), then the time from
// `remote:deploy --prebuilt` to both servers rendering the new version. About 3 minutes with the defaults.

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const deploys = Number(process.env.BENCH_DEPLOYS ?? 3);
if (![durationSeconds, warmUpSeconds, connections, deploys].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error('BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS and BENCH_DEPLOYS must be positive whole numbers.');
}

type Request = autocannon.Request;

/** Every request from another visitor, as behind the real balancer: the per-client limits stay out of the figures. */
const asVisitor = (request: Request, nextBody?: () => string): Request => ({
  ...request,
  setupRequest: (prepared) => ({
    ...prepared,
    ...(nextBody && { body: nextBody() }),
    headers: { ...prepared.headers, 'x-forwarded-for': randomVisitorIp() },
  }),
});

const directoryBodies = requestBodies(500);
let nextBody = 0;
/** GraphQL answers its errors with 200: a body holding "errors" is a failure too. */
let graphqlErrors = 0;
const pagePaths = ['/', '/en', '/practitioners', '/en/practitioners', '/faq', '/en/faq'];

const workloads: { name: string; requests: Request[] }[] = [
  {
    name: 'directory (GraphQL)',
    requests: [
      asVisitor(
        {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
          onResponse: (_status, body) => {
            if (body.includes('"errors"')) graphqlErrors += 1;
          },
        },
        () => directoryBodies[nextBody++ % directoryBodies.length]!,
      ),
    ],
  },
  {
    name: 'pages, render cache',
    requests: pagePaths.map((path) => asVisitor({ method: 'GET', path, headers: { accept: 'text/html' } })),
  },
  {
    // A session cookie keeps a page out of the render cache: every request is a whole server render.
    name: 'pages, rendered each time',
    requests: pagePaths.map((path) =>
      asVisitor({ method: 'GET', path, headers: { accept: 'text/html', cookie: 'session=bench-uncached' } }),
    ),
  },
];

interface Row {
  workload: string;
  setup: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

function drive(url: string, requests: Request[], duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, requests, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(cluster: LocalCluster): Promise<Row[]> {
  const setups = [
    { name: 'one server', url: cluster.servers[0]!.url },
    { name: `${cluster.servers.length} servers, balancer`, url: cluster.url },
  ];
  const rows: Row[] = [];
  for (const workload of workloads) {
    for (const setup of setups) {
      await drive(setup.url, workload.requests, warmUpSeconds);
      graphqlErrors = 0;
      const result = await drive(setup.url, workload.requests, durationSeconds);
      rows.push({
        workload: workload.name,
        setup: setup.name,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.errors + result.timeouts + result.non2xx + graphqlErrors,
      });
      console.log(`  ${workload.name}, ${setup.name}: ${Math.round(result.requests.average)} req/s`);
    }
  }
  return rows;
}

async function timeDeploys(cluster: LocalCluster): Promise<{ deployMs: number; followMs: number[] }[]> {
  const times = [];
  for (let round = 0; round < deploys; round += 1) {
    const release = changedPublicBuild();
    const startedAt = Date.now();
    try {
      await deployPrebuilt(cluster.environment, 'mfe-public', release.dist);
    } finally {
      release.remove();
    }
    const deployMs = Date.now() - startedAt;
    const followed = await timeUntilRendered(
      cluster.servers.map((server) => server.url),
      release.text,
    );
    times.push({ deployMs, followMs: Object.values(followed).map((ms) => ms ?? Number.NaN) });
  }
  return times;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repositoryRoot, stdio: 'inherit' });
  console.log('\nStarting the cluster (PostgreSQL, Redis, the S3 stand-in, 2 servers, haproxy)…');
  const cluster = await startLocalCluster({ servers: 2, environment: { LOG_LEVEL: 'warn' } });
  try {
    console.log(
      `Each figure: ${warmUpSeconds} s of warm-up, then ${durationSeconds} s timed, ${connections} connections, ` +
        'from this process (the load generator shares the cores with everything it measures).',
    );
    const rows = await measure(cluster);
    const deployTimes = await timeDeploys(cluster);

    console.log(`\nnpm run bench:cluster, ${new Date().toISOString()}, ${os.cpus().length} cores`);
    console.log('workload                    setup                  req/s   p50 ms   p99 ms   failed');
    for (const row of rows) {
      console.log(
        [
          row.workload.padEnd(27),
          row.setup.padEnd(20),
          pad(row.requestsPerSecond, 7),
          pad(row.p50, 8),
          pad(row.p99, 8),
          pad(row.failed, 8),
        ].join(' '),
      );
    }
    console.log('\nremote:deploy --prebuilt of mfe-public, then until both servers render it:');
    for (const [index, time] of deployTimes.entries()) {
      const both = Math.max(...time.followMs);
      console.log(
        `  deploy ${index + 1}: the command ${(time.deployMs / 1000).toFixed(1)} s, then ` +
          `${time.followMs.map((ms) => `${ms} ms`).join(' and ')} (both: ${((time.deployMs + both) / 1000).toFixed(1)} s from the start)`,
      );
    }
    console.log(
      `Load average at the end: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`,
    );
  } finally {
    await cluster.stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
