import path from 'node:path';

/**
 * Each Playwright worker tests a site of its own: its own server, port, database, outbox and published site, so
 * workers share no state (accounts, rate limits, deploys) and the browser tests use both cores.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 8181);
export const repositoryRoot = path.resolve(__dirname, '../..');

export interface SiteUnderTest {
  port: number;
  baseURL: string;
  /** DATA_DIR: the embedded database, the uploads and the outbox. */
  dataDirectory: string;
  /** SITE_DIR: the published shell and remotes, remotes.json. */
  siteDirectory: string;
}

/** The site of the worker with this parallel index (0 … workers − 1; a restarted worker keeps its index). */
export function siteUnderTest(parallelIndex: number): SiteUnderTest {
  const port = firstPort + parallelIndex;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDirectory: path.join(repositoryRoot, '.data', `e2e-${port}`),
    siteDirectory: path.join(repositoryRoot, '.data', `e2e-site-${port}`),
  };
}

/** The environment of an operator's command (npm run …) against the site: its data, published site and port. */
export const commandEnvironment = (site: SiteUnderTest): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: site.dataDirectory,
  SITE_DIR: site.siteDirectory,
  PORT: String(site.port),
  LOG_LEVEL: 'warn',
});

/** The third-party providers the sites under test are configured with (e2e/foundation/integrations.spec.ts). */
export const e2eProviders = {
  ANALYTICS_ID: 'G-E2ETEST01',
  TAG_MANAGER_ID: 'GTM-E2ETEST',
  CHAT_WIDGET_APP_ID: 'e2echat1',
  CHAT_WIDGET_IDENTITY_SECRET: 'e2e-identity-secret',
};
