import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { browserPaths, fullBrowserTag } from './support/browsers';
import { e2eProviders, e2eWorkers, siteUnderTest } from './support/sites';

const root = path.resolve(__dirname, '..');

const browserArguments = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // This machine has no internet: a request that leaves it fails at once (a spec may answer it itself with
  // page.route). Not a route of every request: routing turns the browser's HTTP cache off, and every page
  // load then fetches and compiles every script again.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: e2eWorkers,
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    // Each worker's own site (e2e/support/test.ts sets baseURL from it).
    ...devices['Desktop Chrome'],
    channel: undefined,
    // Here a failed test keeps its trace (actions, DOM snapshots, network, console), without the film of every
    // frame. In CI (CI=true, as .ci/run sets it) nothing records one: a trace is recorded for every test and thrown
    // away when it passes, about a sixth of the browser tests' CPU (2026-11-28: 232 → 196 CPU-seconds for the
    // directory and routes specs), and a CI clone is deleted with its traces anyway; the error, the page's
    // accessibility tree (error-context.md) and a screenshot still say what failed.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // No transitions, so an accessibility check never reads a colour halfway through one.
    reducedMotion: 'reduce',
    // Visitors who already chose their cookies; e2e/foundation/consent.spec.ts starts without the choice.
    storageState: {
      cookies: [
        {
          name: 'cookie_consent',
          value: 'necessary',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  // Chromium's headless shell, the browser without its windows, PDF viewer and extensions, runs the browser tests
  // at about two thirds of the full browser's CPU (2026-11-29, the directory and routes specs: 115 → 73 CPU-seconds).
  // The tests of what only the full browser does (its PDF viewer, its print to PDF, whose text layer the shell
  // lays out apart) are tagged and run in Debian's chromium.
  projects: [
    {
      name: 'headless-shell',
      grepInvert: fullBrowserTag,
      use: { launchOptions: { executablePath: browserPaths.headlessShell, args: browserArguments } },
    },
    {
      name: 'chromium',
      grep: fullBrowserTag,
      use: { launchOptions: { executablePath: browserPaths.chromium, args: browserArguments } },
    },
  ],
  // One server per worker, started one after the other: the first builds what changed, the next find it built.
  webServer: Array.from({ length: e2eWorkers }, (_, index) => {
    const site = siteUnderTest(index);
    return {
      // The same server `npm start` runs, on its own port, data and published site.
      command: `rm -rf "${site.dataDirectory}" && npm start`,
      cwd: root,
      url: `${site.baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(site.port),
        DATA_DIR: site.dataDirectory,
        SITE_DIR: site.siteDirectory,
        LOG_LEVEL: 'warn',
        // Scheduled articles go out, and ended registrations leave the directory, within 2 s rather than 15.
        JOBS_INTERVAL_MS: '2000',
        // Every provider configured, so the integrations are tested; with the default consent cookie
        // ('necessary') none of them loads, and the browser refuses any request that leaves this machine (above).
        ...e2eProviders,
      },
    };
  }),
});
