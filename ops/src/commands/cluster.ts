import { execFileSync } from 'node:child_process';
import readline from 'node:readline';
import { startLocalCluster, type LocalCluster } from '../cluster/local-cluster';
import { repositoryRoot } from '@sakina/api/internals/config';

// npm run cluster [-- --servers 3]: the production topology on this machine, for trying scale-out and deploys.

const levelNames: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** A server's warnings and errors, one short line each; its info lines (every request) stay quiet. */
function printServerLine(server: string, line: string): void {
  let entry: { level?: number; msg?: string };
  try {
    entry = JSON.parse(line) as { level?: number; msg?: string };
  } catch {
    console.log(`[${server}] ${line}`);
    return;
  }
  if ((entry.level ?? 0) >= 40) console.log(`[${server}] ${levelNames[entry.level!] ?? 'error'}: ${entry.msg ?? ''}`);
}

function serverCountOf(argv: string[]): number {
  const at = argv.indexOf('--servers');
  if (at < 0) return 2;
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 8) throw new Error('--servers takes a number from 1 to 8.');
  return count;
}

async function main(): Promise<void> {
  const servers = serverCountOf(process.argv.slice(2));
  // Nx rebuilds only what changed, so this is quick once the site is built.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repositoryRoot, stdio: 'inherit' });
  console.log(`\nStarting PostgreSQL, Redis, the S3 stand-in, ${servers} servers and haproxy on loopback…`);
  const cluster: LocalCluster = await startLocalCluster({ servers, onServerLine: printServerLine });

  let busy: Promise<void> = Promise.resolve();
  let stopping = false;
  const stopEverything = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the cluster…`);
    await busy.catch(() => undefined);
    await cluster.stopAll();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stopEverything('Ctrl-C'));
  process.on('SIGTERM', () => void stopEverything('SIGTERM'));

  console.log(`\nThe site: ${cluster.url}`);
  for (const server of cluster.servers) console.log(`  ${server.name}: ${server.url}`);
  console.log(`  PostgreSQL: ${cluster.environment.DATABASE_URL}`);
  console.log(`  Redis: ${cluster.environment.REDIS_URL}`);
  console.log(`  S3 stand-in: ${cluster.environment.S3_ENDPOINT}, bucket ${cluster.environment.S3_BUCKET}`);
  console.log('\nType r and Enter for a rolling restart (one server at a time); Ctrl-C stops everything.');

  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() !== 'r' || stopping) return;
    busy = busy.then(async () => {
      console.log('Rolling restart…');
      const startedAt = Date.now();
      try {
        await cluster.restartInTurn((message) => console.log(`  ${message}`));
        console.log(`Rolling restart done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
      } catch (error) {
        console.error(`Rolling restart failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
