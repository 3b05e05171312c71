import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const root = path.resolve(__dirname, '..');
export const e2eDataDirectory = path.join(root, '.data', `e2e-${port}`);
export const e2eSiteDirectory = path.join(root, '.data', `e2e-site-${port}`);
/** The third-party providers the site under test is configured with (e2e/foundation/integrations.spec.ts). */
export const e2eProviders = {
  ANALYTICS_ID: 'G-E2ETEST01',
  TAG_MANAGER_ID: 'GTM-E2ETEST',
  CHAT_WIDGET_APP_ID: 'e2echat1',
  CHAT_WIDGET_IDENTITY_SECRET: 'e2e-identity-secret',
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    channel: undefined,
    trace: 'retain-on-failure',
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
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The same server `npm start` runs, on its own port, data and published site.
    command: `rm -rf "${e2eDataDirectory}" && npm start`,
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDirectory,
      SITE_DIR: e2eSiteDirectory,
      LOG_LEVEL: 'warn',
      // Every provider configured, so the integrations are tested; with the default consent cookie
      // ('necessary') none of them loads, and e2e/support/test.ts refuses any request that leaves this machine.
      ...e2eProviders,
    },
  },
});
