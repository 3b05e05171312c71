// npm test: every test. Installs what the tests need (scripts/provision.mjs), builds the site once, runs the
// reliability drills, the unit and API tests (jest), then the browser tests (Playwright). Each line of output names
// the suite that wrote it; the exit code is 1 when any fails. `npm run test:unit` and
// `npm run test:e2e` run one suite alone.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { nxEnvironment, run } from './lib/run.mjs';
import { repositoryRoot } from './lib/site.mjs';

run(process.execPath, ['scripts/provision.mjs']);
run(process.execPath, ['scripts/build.mjs']);

/** Runs one suite, printing each of its lines after its name; resolves with whether it passed. */
function suite(name, args, environment = {}) {
  const started = Date.now();
  const child = spawn('npx', args, {
    cwd: repositoryRoot,
    env: { ...nxEnvironment, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      process.stdout.write(`${name} │ ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      );
      resolve(code === 0);
    });
  });
}

/**
 * A throwaway PostgreSQL server for the API's tests (ops/src/commands/test-postgres.ts), on a free loopback port:
 * resolves with its URL once it accepts connections, and a function that removes it.
 */
function testPostgres() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'ops/src/commands/test-postgres.ts'], {
    cwd: repositoryRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', (url) =>
      resolve({
        url,
        remove: async () => {
          child.stdin.end();
          await exited;
        },
      }),
    );
    exited.then((code) => reject(new Error(`The tests' PostgreSQL server did not start (exit ${code})`)));
  });
}

// Jest (the drills, the unit and API tests), then the browser tests. Side by side (jest beside the browser tests)
// took longer on two cores, not shorter (2026-11-28, a fresh clone: npm test 1,202 s against 1,064 s one after
// the other): both keep the cores busy. The site is built: the cluster drill takes it as it is. The API's tests
// run on PostgreSQL, the engine of production, a database each file copied from a migrated template; the embedded
// engine (PGlite) runs the whole site in the browser tests and its own tests (jest.config.js: `embedded`).
const postgres = await testPostgres();
const passed = [
  await suite('jest', ['jest'], { SAKINA_SITE_BUILT: '1', TEST_DATABASE_URL: postgres.url }).finally(postgres.remove),
  await suite('e2e ', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
];
process.exit(passed.every(Boolean) ? 0 : 1);
