import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@sakina/api/internals/testing/free-port';
import { temporaryFolder } from './drill-server';

const run = promisify(execFile);

/** The newest installed server's binaries (Debian's layout; `npm test` installs the package when missing). */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b))
    : [];
  if (versions.length === 0) {
    throw new Error('No PostgreSQL server in /usr/lib/postgresql: npm test installs it (scripts/provision.mjs).');
  }
  return path.join(root, versions.at(-1)!, 'bin');
}

/** PostgreSQL refuses to run as root: the cluster belongs to `postgres` (or a user made for it), as in .ci/run. */
function clusterOwner(): string | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'ci-postgres']) {
    try {
      execFileSync('id', [user], { stdio: 'ignore' });
      return user;
    } catch {
      // not there
    }
  }
  execFileSync('useradd', ['-r', 'ci-postgres']);
  return 'ci-postgres';
}

/** A PostgreSQL cluster of its own in a temporary folder on a free loopback port; never the shared one. */
export interface ThrowawayPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** `pg_ctl stop -m fast`: every connection is ended, as in a restart. */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: returns once it accepts connections. */
  start(): Promise<void>;
  /** Runs one of the cluster's programs (psql, createdb…) as its owner. */
  run(program: string, args: string[]): Promise<string>;
  remove(): Promise<void>;
  /** `pg_ctl stop -m immediate`, synchronously: for a process `exit` handler, where nothing can be awaited. */
  stopNow(): void;
}

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binaries = postgresBinaries();
  const folder = temporaryFolder('pg-drill');
  const owner = clusterOwner();
  if (owner) execFileSync('chown', [owner, folder]);
  const port = await freePort();
  const data = path.join(folder, 'data');
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  const ownerCommand = (program: string, args: string[]): [string, string[]] => {
    const command = [path.join(binaries, program), ...args];
    return owner
      ? ['su', [owner, '-s', '/bin/sh', '-c', command.map(quote).join(' ')]]
      : [command[0]!, command.slice(1)];
  };
  const asOwner = async (program: string, args: string[]) => (await run(...ownerCommand(program, args))).stdout;
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = async () => {
    await asOwner('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      'start',
    ]);
  };
  const stop = async () => {
    await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    run: asOwner,
    remove: async () => {
      await stop().catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
    stopNow: () => {
      try {
        execFileSync(...ownerCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
      } catch {
        // already stopped
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
