import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '@sakina/api/internals/config';
import { openDatabase } from '@sakina/api/internals/db/client';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../drills/throwaway-postgres';
import * as content from '@sakina/api/internals/seed/content/index';
import { seedIfEmpty } from '@sakina/api/internals/seed/seed';
import { freePort } from '@sakina/api/internals/testing/free-port';
import { startS3StandIn } from '@sakina/api/internals/testing/s3-stand-in';
import { balancerNoticeMs } from './haproxy-config';
import { startLoadBalancer, type LoadBalancer } from './load-balancer';
import { startRedis, type RedisProcess } from '@sakina/api/internals/testing/redis-process';
import { startServerProcess } from './server-process';
import type { SupervisedProcess } from '@sakina/api/internals/testing/supervised-process';

const run = promisify(execFile);

export interface LocalClusterOptions {
  /** API servers behind the balancer. */
  servers?: number;
  /** More environment for every server (LOG_LEVEL, GRAPHQL_RATE_LIMIT…), over the cluster's own. */
  environment?: Record<string, string>;
  /** Every line a server writes (pino's JSON), with the server's name. */
  onServerLine?: (server: string, line: string) => void;
}

export interface ClusterServer {
  /** `server-1`, `server-2`…: also its name in the balancer's statistics. */
  name: string;
  /** Its own address, bypassing the balancer. */
  url: string;
  /** Its own data folder: the mail outbox (uploads are in the bucket). */
  dataDir: string;
  /** Its own copy of the published site, following the bucket's. */
  siteDir: string;
  /** Everything it was started with. */
  environment: Readonly<Record<string, string>>;
  running(): boolean;
}

export interface LocalCluster {
  /** The balancer: the site as visitors reach it. */
  url: string;
  servers: readonly ClusterServer[];
  /** What every server shares: DATABASE_URL, REDIS_URL, S3_*, PUBLIC_URL, DOCUMENTS_LINK_SECRET, DATA_ENCRYPTION_KEY… */
  environment: Readonly<Record<string, string>>;
  balancer: LoadBalancer;
  /** SIGTERM to `servers[index]`; resolves with its exit code once it has drained and stopped. */
  stop(index: number): Promise<number | string>;
  /** SIGKILL to `servers[index]`: nothing it held is finished or closed. */
  kill(index: number): Promise<void>;
  /** Starts `servers[index]` again on its port and folders; resolves once the balancer sends it requests. */
  start(index: number): Promise<void>;
  /** Every server in turn: stopped, started, back in the balancer before the next one stops. */
  restartInTurn(onStep?: (message: string) => void): Promise<void>;
  /** Stops everything it started and removes its folders. */
  stopAll(): Promise<void>;
}

interface ServerSlot {
  info: ClusterServer;
  process: SupervisedProcess | null;
}

/** The S3 stand-in (s3rver) in `folder`: the bucket every server keeps its uploads and its copy of the site in. */
async function startObjectStore(
  folder: string,
): Promise<{ environment: Record<string, string>; stop: () => Promise<void> }> {
  const standIn = await startS3StandIn({ directory: folder });
  return {
    environment: {
      S3_BUCKET: standIn.bucket,
      S3_ENDPOINT: standIn.endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: standIn.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: standIn.credentials.secretAccessKey,
    },
    stop: () => standIn.stop(),
  };
}

/**
 * Publishes the repository's built site (the shell and every remote's `dist/`) to the bucket, as `npm run build`
 * does with S3_BUCKET set; each server then copies it into a SITE_DIR of its own and follows remotes.json there.
 */
async function publishSite(objectStoreEnvironment: Record<string, string>): Promise<void> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'site-server/src/scripts/site.ts', 'publish-build'], {
      cwd: repositoryRoot,
      env: { ...process.env, ...objectStoreEnvironment },
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`Publishing the built site to the bucket failed (run "node scripts/build.mjs" first): ${stderr}`);
  }
}

/** Migrations and the seed content, once, before any server starts (each would wait its turn for them anyway). */
async function prepareDatabase(url: string): Promise<void> {
  // Two connections at least: one holds the start-up lock while the migrations run on another.
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await database.exclusively(() => seedIfEmpty(database.db, content));
  } finally {
    await database.close();
  }
}

/**
 * On loopback, each on a free port: a throwaway PostgreSQL cluster, Redis, the S3 stand-in, `servers` API
 * processes (`site-server/src/main.ts`, as in production) and haproxy in front of them. Whatever it started is stopped by
 * `stopAll`, and killed if this process exits first.
 */
export async function startLocalCluster({
  servers: serverCount = 2,
  environment: extraEnvironment = {},
  onServerLine,
}: LocalClusterOptions = {}): Promise<LocalCluster> {
  if (!Number.isInteger(serverCount) || serverCount < 1 || serverCount > 8) {
    throw new Error(`A local cluster has 1 to 8 servers, not ${serverCount}.`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-cluster-'));
  let postgres: ThrowawayPostgres | null = null;
  let redis: RedisProcess | null = null;
  let stopObjectStore: (() => Promise<void>) | null = null;
  let balancer: LoadBalancer | null = null;
  const slots: ServerSlot[] = [];

  // Nothing can be awaited while this process exits: stop what pg_ctl runs in the background, remove the folder.
  const leftovers = () => {
    postgres?.stopNow();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', leftovers);

  const stopAll = async () => {
    process.removeListener('exit', leftovers);
    await balancer?.process.stop();
    await Promise.all(slots.map((slot) => slot.process?.stop()));
    await redis?.process.stop();
    await stopObjectStore?.();
    await postgres?.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  };

  try {
    const folderOf = (name: string) => {
      const made = path.join(folder, name);
      fs.mkdirSync(made, { recursive: true });
      return made;
    };
    postgres = await createThrowawayPostgres();
    await prepareDatabase(postgres.url());
    redis = await startRedis(folderOf('redis'));
    const objectStore = await startObjectStore(folderOf('object-store'));
    stopObjectStore = objectStore.stop;

    const balancerPort = await freePort();
    const environment: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: postgres.url(),
      REDIS_URL: redis.url,
      ...objectStore.environment,
      // One secret for all: a document link signed by one server must open on any other.
      DOCUMENTS_LINK_SECRET: randomBytes(32).toString('hex'),
      // And one data key: a TOTP secret one server encrypted must decrypt on any other.
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      // The balancer is the one proxy: each request's client is the address it forwards.
      TRUSTED_PROXY_COUNT: '1',
      // A stopping server keeps serving until the balancer has seen its /readyz fail.
      SHUTDOWN_DRAIN_MS: String(balancerNoticeMs),
      TEAM_INBOX: 'team@example.com',
      ...extraEnvironment,
    };
    await publishSite(objectStore.environment);

    for (let index = 0; index < serverCount; index += 1) {
      const name = `server-${index + 1}`;
      const port = await freePort();
      const serverFolder = folderOf(name);
      const serverEnvironment = {
        ...environment,
        PORT: String(port),
        DATA_DIR: path.join(serverFolder, 'data'),
        SITE_DIR: path.join(serverFolder, 'site'),
      };
      const slot: ServerSlot = {
        info: {
          name,
          url: `http://127.0.0.1:${port}`,
          dataDir: serverEnvironment.DATA_DIR,
          siteDir: serverEnvironment.SITE_DIR,
          environment: serverEnvironment,
          running: () => slot.process?.running() ?? false,
        },
        process: null,
      };
      slots.push(slot);
    }

    const startSlot = async (slot: ServerSlot) => {
      slot.process = await startServerProcess(slot.info.name, { ...slot.info.environment }, (line) =>
        onServerLine?.(slot.info.name, line),
      );
    };
    await Promise.all(slots.map(startSlot));
    balancer = await startLoadBalancer({
      port: balancerPort,
      servers: slots.map((slot) => ({ name: slot.info.name, port: Number(slot.info.environment.PORT) })),
      folder: folderOf('balancer'),
    });
    const started = balancer;
    await Promise.all(slots.map((slot) => started.waitFor(slot.info.name, 'UP')));

    const slotAt = (index: number) => {
      const slot = slots[index];
      if (!slot) throw new Error(`The cluster has no server ${index} (0 to ${slots.length - 1}).`);
      return slot;
    };
    const stop = async (index: number) => (await slotAt(index).process?.stop('SIGTERM')) ?? 'not running';
    const start = async (index: number) => {
      const slot = slotAt(index);
      if (slot.process?.running()) throw new Error(`${slot.info.name} is already running.`);
      // Started only once the balancer counts it out, so that the UP awaited below is the new process's.
      await started.waitFor(slot.info.name, 'DOWN');
      await startSlot(slot);
      await started.waitFor(slot.info.name, 'UP');
    };
    return {
      url: balancer.url,
      servers: slots.map((slot) => slot.info),
      environment,
      balancer,
      stop,
      kill: async (index) => {
        await slotAt(index).process?.stop('SIGKILL');
      },
      start,
      restartInTurn: async (onStep) => {
        for (let index = 0; index < slots.length; index += 1) {
          const { name } = slotAt(index).info;
          onStep?.(`${name}: stopping (it drains for ${balancerNoticeMs / 1000} s)`);
          const code = await stop(index);
          onStep?.(`${name}: stopped (exit ${code}), starting`);
          await start(index);
          onStep?.(`${name}: back in the balancer`);
        }
      },
      stopAll,
    };
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
}
