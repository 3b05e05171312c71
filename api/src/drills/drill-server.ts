import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../testing/free-port';

const apiRoot = path.resolve(__dirname, '../..');

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

const running = new Set<ChildProcess>();

/** For afterAll: a drill that failed half-way leaves no server behind. */
export async function killLeftoverServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export async function startDrillServer(environment: Record<string, string>): Promise<DrillServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: path.join(environment.DATA_DIR ?? os.tmpdir(), 'no-site'),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const logs: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      logs.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-4000);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const waitForLog = (test: (line: LogLine) => boolean) => {
    const seen = logs.find(test);
    return seen ? Promise.resolve(seen) : new Promise<LogLine>((resolve) => waiters.push({ test, resolve }));
  };
  const ended = exited.then((code) => {
    throw new Error(`The server exited (${code}) before it listened: ${errors}`);
  });
  await Promise.race([waitForLog((line) => line.msg === 'Sakina API listening'), ended]);
  ended.catch(() => undefined);
  return { url, child, logs, exited, waitForLog };
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
