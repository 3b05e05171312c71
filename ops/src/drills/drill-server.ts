import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupervisedProcess, type SupervisedProcess } from '@sakina/api/internals/testing/supervised-process';
import { freePort } from '@sakina/api/internals/testing/free-port';

const opsRoot = path.resolve(__dirname, '../..');

export function temporaryFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `sakina-${prefix}-`));
}

/** A pino line of the server's log. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** The real server (`src/main.ts`) in a child process on a free loopback port, with its own data folder. */
export interface DrillServer {
  url: string;
  child: ChildProcess;
  logs: LogLine[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Resolves when a log line matching `test` is written (or was already). */
  waitForLog(test: (line: LogLine) => boolean): Promise<LogLine>;
}

const running = new Set<SupervisedProcess>();

/** For afterAll: a drill that failed half-way leaves no server behind. */
export async function killLeftoverServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
}

export async function startDrillServer(environment: Record<string, string>): Promise<DrillServer> {
  const port = await freePort();
  const logs: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const server = startSupervisedProcess(
    'the drill server',
    process.execPath,
    ['--import', 'tsx', '../site-server/src/main.ts'],
    {
      cwd: opsRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_DIR: path.join(environment.DATA_DIR ?? os.tmpdir(), 'no-site'),
        ...environment,
      },
      // The server logs one JSON object a line (pino); anything else (a warning on stderr) is not a log line.
      onLine: (text) => {
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          return;
        }
        logs.push(line);
        for (const waiter of waiters.filter((candidate) => candidate.test(line))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      },
    },
  );
  running.add(server);
  void server.exited.then(() => running.delete(server));
  const url = `http://127.0.0.1:${port}`;
  const waitForLog = (test: (line: LogLine) => boolean) => {
    const seen = logs.find(test);
    return seen ? Promise.resolve(seen) : new Promise<LogLine>((resolve) => waiters.push({ test, resolve }));
  };
  const ended = server.exited.then((code) => {
    throw new Error(`The server exited (${code}) before it listened: ${server.recentOutput()}`);
  });
  await Promise.race([waitForLog((line) => line.msg === 'Sakina API listening'), ended]);
  ended.catch(() => undefined);
  return { url, child: server.child, logs, exited: server.exited, waitForLog };
}

/** SIGKILL: no handler runs, nothing is flushed or closed. */
export async function killHard(server: DrillServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export async function stopGracefully(server: DrillServer): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** A GraphQL request as a browser of the site sends it (same origin, CSRF header). */
export async function graphql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] };
}> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as never };
}
