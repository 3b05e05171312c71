// npm test: every test. Installs what the tests need (scripts/provision.mjs), builds the site once, runs the
// reliability drills, then the unit and API tests (jest) beside the browser tests (Playwright). The browser tests
// leave much of the two cores idle (pages waiting on timers, servers and the network), and jest fills it. Each line
// of output names the suite that wrote it; the exit code is 1 when any fails. `npm run test:unit` and
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

// The drills first, alone: they time a cluster's answers under load (restarts, a killed server), which a machine
// also running browsers would disturb. The site is built: the cluster drill takes it as it is.
const built = { SAKINA_SITE_BUILT: '1' };
const drills = await suite('drills', ['jest', '--selectProjects', 'drills'], built);
const rest = await Promise.all([
  suite('jest', ['jest', '--selectProjects', 'web', 'api', 'scripts'], built),
  suite('e2e ', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
]);
process.exit(drills && rest.every(Boolean) ? 0 : 1);
