import { repositoryRoot } from '@sakina/api/internals/config';
import {
  startSupervisedProcess,
  waitUntil,
  type SupervisedProcess,
} from '@sakina/api/internals/testing/supervised-process';

/** How long a server may take to start: tsx compiles the API on first load, slow on a busy 2-core machine. */
const startTimeoutMs = 120_000;

async function answersReady(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) });
  await response.body?.cancel();
  return response.status === 200;
}

/**
 * The real server (`site-server/src/main.ts`, as `npm start` runs it) on `environment.PORT`; resolves once its /readyz
 * answers 200 (database reached, migrations and seed done, listening).
 */
export async function startServerProcess(
  name: string,
  environment: Record<string, string>,
  onLine?: (line: string) => void,
): Promise<SupervisedProcess> {
  const url = `http://127.0.0.1:${environment.PORT}`;
  const server = startSupervisedProcess(name, process.execPath, ['--import', 'tsx', 'site-server/src/main.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment },
    onLine,
  });
  try {
    await waitUntil(server, `${name} is ready at ${url}`, () => answersReady(url), startTimeoutMs);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}
