import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { currentSite, expect, test, type APIRequestContext, type Page, type Response } from '../support/test';
import { commandEnvironment } from '../support/sites';
import { stampedBuildOf } from '../support/stamped-build';
import { expectNoAxeViolations } from '../support/axe';

const root = path.resolve(__dirname, '../..');
const drillLabel = `drill-${Date.now()}`;
const environment = () => commandEnvironment(currentSite());

/** `npm run remote:deploy` of a new release of the remote (the same label, the same release). */
function deploy(remote: string, label = drillLabel) {
  const release = stampedBuildOf(remote, label);
  try {
    execFileSync('npm', ['run', 'remote:deploy', '--', remote, '--prebuilt', release.dist], {
      cwd: root,
      env: environment(),
      stdio: 'pipe',
    });
  } finally {
    release.remove();
  }
}
const siteDirectory = () => currentSite().siteDirectory;

const remotesJson = () =>
  JSON.parse(readFileSync(path.join(siteDirectory(), 'remotes.json'), 'utf8')) as Record<string, string>;
const shellIndex = () => path.join(siteDirectory(), 'shell', 'index.html');

const isBusinessManifest = (response: Response) =>
  /\/remotes\/mfe-business\/[^/]+\/mf-manifest\.json$/.test(response.url());

async function businessVersionLoaded(page: Page): Promise<string> {
  const manifest = page.waitForResponse(isBusinessManifest);
  await page.goto('/en/business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await manifest).url().split('/').at(-2)!;
}

test('deploy a new version of one remote, see it (an open page offers a reload), roll back, see the first, shell untouched', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const before = remotesJson();
  const shellModified = statSync(shellIndex()).mtimeMs;
  const firstVersion = await businessVersionLoaded(page);
  expect(before.mfe_business).toContain(firstVersion);

  // A visitor keeps a page open through the deploy; the page asks every hour whether a new build is out.
  const openPage = await context.newPage();
  await openPage.clock.install();
  await openPage.goto('/en/business');
  await expect(openPage.getByRole('heading', { level: 1 })).toBeVisible();

  deploy('mfe-business');
  const deployed = remotesJson();
  expect(deployed.mfe_business).not.toBe(before.mfe_business);
  expect({ ...deployed, mfe_business: before.mfe_business }).toEqual(before);
  const secondVersion = await businessVersionLoaded(page);
  expect(secondVersion).not.toBe(firstVersion);

  await openPage.clock.fastForward('01:00:00');
  const notice = 'A new version of Sakina is available.';
  await expect(openPage.getByRole('status').filter({ hasText: notice })).toHaveCount(1);
  await expect(openPage.getByText(notice)).toBeVisible();
  await expectNoAxeViolations(openPage);
  const reloaded = openPage.waitForResponse(isBusinessManifest);
  await openPage.getByRole('button', { name: 'Reload' }).click();
  expect((await reloaded).url()).toContain(`/${secondVersion}/`);
  await openPage.close();

  const listing = execFileSync('npm', ['run', '--silent', 'remote:list'], {
    cwd: root,
    env: environment(),
    encoding: 'utf8',
  });
  expect(listing).toContain(`* ${secondVersion}`);

  execFileSync('npm', ['run', 'remote:rollback', '--', 'mfe-business'], {
    cwd: root,
    env: environment(),
    stdio: 'pipe',
  });
  expect(remotesJson()).toEqual(before);
  expect(await businessVersionLoaded(page)).toBe(firstVersion);
  expect(statSync(shellIndex()).mtimeMs).toBe(shellModified);
});

const isStaffManifest = (response: Response) => /\/remotes\/mfe-staff\/[^/]+\/mf-manifest\.json$/.test(response.url());

/** The staff sign-in page (the browser renders it) and the mfe-staff version it loaded. */
async function staffVersionLoaded(page: Page): Promise<string> {
  const manifest = page.waitForResponse(isStaffManifest);
  await page.goto('/en/staff/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  return (await manifest).url().split('/').at(-2)!;
}

test('deploying and rolling back mfe-staff changes the staff console alone: the rest of the site is untouched', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = remotesJson();
  const shellModified = statSync(shellIndex()).mtimeMs;
  const firstVersion = await staffVersionLoaded(page);
  expect(before.mfe_staff).toContain(`/${firstVersion}/`);
  const businessBefore = await businessVersionLoaded(page);

  deploy('mfe-staff');
  const deployed = remotesJson();
  expect(deployed.mfe_staff).not.toBe(before.mfe_staff);
  expect({ ...deployed, mfe_staff: before.mfe_staff }).toEqual(before);
  const secondVersion = await staffVersionLoaded(page);
  expect(secondVersion).not.toBe(firstVersion);
  expect(await businessVersionLoaded(page)).toBe(businessBefore);

  execFileSync('npm', ['run', 'remote:rollback', '--', 'mfe-staff'], { cwd: root, env: environment(), stdio: 'pipe' });
  expect(remotesJson()).toEqual(before);
  expect(await staffVersionLoaded(page)).toBe(firstVersion);
  expect(await businessVersionLoaded(page)).toBe(businessBefore);
  expect(statSync(shellIndex()).mtimeMs).toBe(shellModified);
});

test('remotes.json, build.json and index.html are never cached; versioned files are immutable', async ({ request }) => {
  const remotes = await request.get('/remotes.json');
  expect(remotes.headers()['cache-control']).toContain('no-cache');
  const build = await request.get('/build.json');
  expect(build.headers()['cache-control']).toContain('no-cache');
  expect((await build.json()).buildId).toMatch(/^[0-9a-f]{8,}$/);
  const index = await request.get('/en/about', { headers: { accept: 'text/html' } });
  expect(index.headers()['content-type']).toContain('text/html');
  expect(index.headers()['cache-control']).toContain('no-cache');
  const manifestUrl = (await remotes.json()).mfe_public as string;
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['cache-control']).toContain('immutable');
});

const businessVersionRendered = async (request: APIRequestContext) => {
  const response = await request.get('/en/business', { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    version: /\/remotes\/mfe-business\/([^/]+)\//.exec(html)?.[1],
    heading: /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '',
    html,
  };
};

test('the server render follows a deploy and a rollback of one remote, without a restart', async ({ request }) => {
  test.setTimeout(120_000);
  const before = remotesJson();
  const first = await businessVersionRendered(request);
  expect(before.mfe_business).toContain(`/${first.version}/`);
  expect(first.heading).not.toBe('');

  deploy('mfe-business');
  const second = await businessVersionRendered(request);
  expect(remotesJson().mfe_business).toContain(`/${second.version}/`);
  expect(second.version).not.toBe(first.version);
  expect(second.heading).toBe(first.heading);

  execFileSync('npm', ['run', 'remote:rollback', '--', 'mfe-business'], {
    cwd: root,
    env: environment(),
    stdio: 'pipe',
  });
  expect((await businessVersionRendered(request)).version).toBe(first.version);
  expect(remotesJson()).toEqual(before);
});

test('a remote whose server build is gone is rendered by the browser alone; every other area still arrives rendered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const before = remotesJson();
  deploy('mfe-business', `outage-${Date.now()}`);
  const version = remotesJson().mfe_business!.split('/')[3]!;
  rmSync(path.join(siteDirectory(), 'remotes', 'mfe-business', version, 'server'), { recursive: true });
  try {
    const business = await businessVersionRendered(request);
    expect(business.version).toBe(version);
    expect(business.heading).toBe('');
    expect(business.html).toContain('aria-label="Main"');
    const about = await request.get('/en/about', { headers: { accept: 'text/html' } });
    expect(await about.text()).toMatch(/<h1\b[^>]*>About Sakina<\/h1>/);

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/en/business');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    execFileSync('npm', ['run', 'remote:rollback', '--', 'mfe-business'], {
      cwd: root,
      env: environment(),
      stdio: 'pipe',
    });
  }
  expect(remotesJson()).toEqual(before);
});
