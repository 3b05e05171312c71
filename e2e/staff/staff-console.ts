// The staff console's e2e helpers: staff:create, the set-up page, the authenticator app, signing in.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import staffAr from '../../mfe-staff/src/i18n/ar.json';
import staffEn from '../../mfe-staff/src/i18n/en.json';
import { commandEnvironment } from '../support/sites';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized, type LocaleCase } from '../support/locales';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { currentSite, expect, type Page } from '../support/test';

const root = path.resolve(__dirname, '../..');
export const copy = { ar: staffAr, en: staffEn } as const;
const password = 'Quiet harbour 2026 lantern';

/** `npm run staff:create` against the server under test (same DATA_DIR and port): the set-up link's path. */
type StaffRole = 'reviewer' | 'support' | 'editor' | 'medical_reviewer' | 'admin';

export async function createStaff(email: string, role: StaffRole): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'staff:create', '--', email, '--role', role],
    {
      cwd: root,
      env: commandEnvironment(currentSite()),
      timeout: 120_000,
    },
  );
  const link = /https?:\/\/\S+\/staff\/set-up#token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`No set-up link in: ${stdout}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/**
 * The authenticator app. The server takes a code of the time step before or after its own (clocks a little
 * apart) and each step once, so a person who signs in right after set-up waits for the next code; this one reads
 * the next code off a clock a step ahead instead, and waits only when both steps are spent.
 */
export class Authenticator {
  private lastStep = 0;
  constructor(private readonly totp: TOTP) {}

  async code(): Promise<string> {
    const stepNow = () => Math.floor(Date.now() / 30_000);
    while (this.lastStep >= stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
    this.lastStep = Math.max(this.lastStep + 1, stepNow());
    return this.totp.generate({ timestamp: this.lastStep * 30_000 });
  }
}

export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Follows the one-time link: the QR code and key are shown, then the recovery codes once. */
export async function setUp(
  page: Page,
  locale: LocaleCase,
  link: string,
  { checkAccessibility = true } = {},
): Promise<Authenticator> {
  const text = copy[locale.code];
  const localizedLink = locale.prefix ? `${locale.prefix}${link}` : link;
  const response = await page.goto(localizedLink);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: text.setUp.title })).toBeVisible();
  await expect(page.getByRole('img', { name: text.setUp.qrAlt })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  const authenticator = new Authenticator(
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }),
  );
  if (checkAccessibility) await expectNoAxeViolations(page);
  await page.getByLabel(label(text.setUp.password)).fill(password);
  await page.getByLabel(label(text.setUp.passwordConfirmation)).fill(password);
  await page.getByLabel(label(text.setUp.code)).fill(await authenticator.code());
  await page.getByRole('button', { name: text.setUp.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.setUp.recoveryTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: text.setUp.recoveryTitle }).getByRole('listitem')).toHaveCount(10);
  if (checkAccessibility) await expectNoAxeViolations(page);
  return authenticator;
}

/** Signs in at /staff/sign-in after being sent there from `target`, and lands on `target`. */
export async function signIn(
  page: Page,
  locale: LocaleCase,
  email: string,
  authenticator: Authenticator,
  target: string,
  { checkAccessibility = true } = {},
) {
  const text = copy[locale.code];
  await page.goto(localized(locale, target));
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/staff/sign-in')}\\?returnTo=`));
  await expect(page.getByRole('heading', { level: 1, name: text.signIn.title })).toBeVisible();
  if (checkAccessibility) await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: label(text.signIn.email) }).fill(email);
  await page.getByLabel(label(text.signIn.password)).fill(password);
  await page.getByRole('textbox', { name: label(text.signIn.code) }).fill(await authenticator.code());
  await page.getByRole('button', { name: text.signIn.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${localized(locale, target)}$`));
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Where each role lands: a page it may open. */
const homeOf: Record<StaffRole, string> = {
  reviewer: '/staff',
  support: '/staff/inbox',
  editor: '/staff/articles',
  medical_reviewer: '/staff/articles',
  admin: '/staff/audit',
};

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
/** This worker's signed-in member of each role (a worker is one process with one site). */
const signedInMembers = new Map<StaffRole, Promise<{ email: string; storageState: StorageState }>>();

/**
 * A new page of a member of `role` who is set up and signed in, opened at `target` in the locale. Each worker sets
 * up and signs in one member per role, once, and later calls reuse its session in a new browser context: setting
 * up and signing in are what console.spec.ts tests, and the other staff specs are about what comes after.
 */
export async function signedInStaff(
  browser: Browser,
  locale: LocaleCase,
  role: StaffRole,
  target: string,
): Promise<{ page: Page; email: string }> {
  let member = signedInMembers.get(role);
  if (!member) {
    member = (async () => {
      const email = `${role.replace('_', '-')}-${randomBytes(4).toString('hex')}@sakina.example`;
      const page = await newPage(browser);
      const [arabic] = locales;
      const audit = { checkAccessibility: false };
      const authenticator = await setUp(page, arabic, await createStaff(email, role), audit);
      await signIn(page, arabic, email, authenticator, homeOf[role], audit);
      const storageState = await page.context().storageState();
      await page.context().close();
      return { email, storageState };
    })();
    signedInMembers.set(role, member);
  }
  const { email, storageState } = await member;
  const page = await (await browser.newContext({ storageState })).newPage();
  await page.goto(localized(locale, target));
  await expect(page).toHaveURL(new RegExp(`${localized(locale, target)}$`));
  return { page, email };
}

/**
 * A staff API token of the member whose console `page` is signed in, made through the console's API as its
 * tokens page does (e2e/staff/tokens.spec.ts tests the page): for `npm run review` as SAKINA_STAFF_TOKEN.
 */
export async function staffApiToken(page: Page, scopes: ('REVIEW_READ' | 'REVIEW_DECIDE')[]): Promise<string> {
  const response = await page.request.post('/graphql', {
    headers: { 'x-graphql-csrf': '1' },
    data: {
      query: 'mutation($input: StaffApiTokenInput!) { staffCreateApiToken(input: $input) { secret } }',
      variables: { input: { name: `e2e ${randomBytes(3).toString('hex')}`, scopes, expiresInDays: 1 } },
    },
  });
  const body = (await response.json()) as { data?: { staffCreateApiToken: { secret: string } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.staffCreateApiToken.secret;
}
