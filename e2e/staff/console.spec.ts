import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import staffAr from '../../mfe-staff/src/i18n/ar.json';
import staffEn from '../../mfe-staff/src/i18n/en.json';
import { e2eDataDirectory } from '../playwright.config';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized, type LocaleCase } from '../support/locales';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test';

const root = path.resolve(__dirname, '../..');
const port = process.env.E2E_PORT ?? '8181';
const copy = { ar: staffAr, en: staffEn } as const;
const password = 'Quiet harbour 2026 lantern';

/** `npm run staff:create` against the server under test (same DATA_DIR and port): the set-up link's path. */
async function createStaff(email: string, role: 'reviewer' | 'support' | 'admin'): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'staff:create', '--', email, '--role', role],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: e2eDataDirectory, PORT: port, LOG_LEVEL: 'warn' },
      timeout: 120_000,
    },
  );
  const link = /https?:\/\/\S+\/staff\/set-up#token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`No set-up link in: ${stdout}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** The authenticator app: a code of a time step after the last one used (each step signs in once). */
class Authenticator {
  private lastStep = 0;
  constructor(private readonly totp: TOTP) {}

  async code(): Promise<string> {
    while (Math.floor(Date.now() / 30_000) <= this.lastStep) await new Promise((resolve) => setTimeout(resolve, 500));
    this.lastStep = Math.floor(Date.now() / 30_000);
    return this.totp.generate();
  }
}

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Follows the one-time link: the QR code and key are shown, then the recovery codes once. */
async function setUp(page: Page, locale: LocaleCase, link: string): Promise<Authenticator> {
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
  await expectNoAxeViolations(page);
  await page.getByLabel(label(text.setUp.password)).fill(password);
  await page.getByLabel(label(text.setUp.passwordConfirmation)).fill(password);
  await page.getByLabel(label(text.setUp.code)).fill(await authenticator.code());
  await page.getByRole('button', { name: text.setUp.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.setUp.recoveryTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: text.setUp.recoveryTitle }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);
  return authenticator;
}

/** Signs in at /staff/sign-in after being sent there from `target`, and lands on `target`. */
async function signIn(page: Page, locale: LocaleCase, email: string, authenticator: Authenticator, target: string) {
  const text = copy[locale.code];
  await page.goto(localized(locale, target));
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/staff/sign-in')}\\?returnTo=`));
  await expect(page.getByRole('heading', { level: 1, name: text.signIn.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: label(text.signIn.email) }).fill(email);
  await page.getByLabel(label(text.signIn.password)).fill(password);
  await page.getByRole('textbox', { name: label(text.signIn.code) }).fill(await authenticator.code());
  await page.getByRole('button', { name: text.signIn.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${localized(locale, target)}$`));
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const sendContactMessage = `
  mutation SendContactMessage($input: ContactMessageInput!, $idempotencyKey: String!) {
    sendContactMessage(input: $input, idempotencyKey: $idempotencyKey) {
      reference
    }
  }
`;

test.describe('staff console', () => {
  test('is kept out of search engines: robots.txt disallows it and the sitemap leaves it out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /staff');
    expect(robots).toContain('Disallow: /en/staff');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/staff');
  });

  for (const locale of locales) {
    test(`support moves a contact message to done, the admin finds it in the audit trail (${locale.code})`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const text = copy[locale.code];
      const suffix = randomBytes(3).toString('hex');
      const supportEmail = `support-${suffix}@sakina.example`;
      const adminEmail = `admin-${suffix}@sakina.example`;

      // The page of a signed-out visitor: rendered in the browser, never stored, never indexed.
      const visitor = await newPage(browser);
      const answer = await visitor.request.get(localized(locale, '/staff/inbox'));
      expect(answer.headers()['cache-control']).toContain('no-store');
      expect(answer.headers()['x-render']).toBe('browser');
      expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow">');

      // A contact message reaches the inbox.
      const subject = `Staff console ${suffix}`;
      const sent = await visitor.request.post('/graphql', {
        headers: { 'x-graphql-csrf': '1', 'accept-language': locale.code },
        data: {
          query: sendContactMessage,
          variables: {
            idempotencyKey: `staff-e2e-${suffix}-${locale.code}`,
            input: {
              name: 'Noura Alharbi',
              email: `sender-${suffix}@example.com`,
              phone: { country: 'SA', number: '0501234567' },
              reason: 'INQUIRY',
              subject,
              message: 'I would like to know how sessions are booked for my family.',
            },
          },
        },
      });
      expect((await sent.json()).data.sendContactMessage.reference).toMatch(/^C-\d+$/);

      const support = await newPage(browser);
      const supportCodes = await setUp(support, locale, await createStaff(supportEmail, 'support'));
      await signIn(support, locale, supportEmail, supportCodes, '/staff/inbox');
      await expect(support.getByRole('heading', { level: 1, name: text.inbox.title })).toBeVisible();
      const message = support.getByRole('article', { name: new RegExp(subject) });
      await expect(message).toBeVisible();
      await message.getByRole('combobox', { name: label(text.inbox.state) }).selectOption('DONE');
      await message.getByRole('textbox', { name: label(text.inbox.note) }).fill('Answered by phone.');
      await message.getByRole('button', { name: text.inbox.save }).click();
      await expect(message.getByRole('status')).toHaveText(text.inbox.saved);
      await expectNoAxeViolations(support);

      // Filtered by state, it is among the done ones.
      await support
        .getByRole('combobox', { name: label(text.inbox.state) })
        .first()
        .selectOption('DONE');
      await support.getByRole('button', { name: text.common.apply }).click();
      await expect(support.getByRole('article', { name: new RegExp(subject) })).toBeVisible();

      // Support has no review queue.
      await expect(support.getByRole('link', { name: text.nav.queue })).toHaveCount(0);
      await support.getByRole('button', { name: text.nav.signOut }).click();
      await expect(support).toHaveURL(new RegExp(`${localized(locale, '/staff/sign-in')}$`));

      const admin = await newPage(browser);
      const adminCodes = await setUp(admin, locale, await createStaff(adminEmail, 'admin'));
      await signIn(admin, locale, adminEmail, adminCodes, '/staff/audit');
      await expect(admin.getByRole('heading', { level: 1, name: text.audit.title })).toBeVisible();
      await admin.getByRole('combobox', { name: label(text.audit.person) }).selectOption({ label: supportEmail });
      await admin.getByRole('button', { name: text.common.apply }).click();
      const trail = admin.getByRole('table', { name: text.audit.caption });
      await expect(trail.getByRole('row', { name: new RegExp(text.actions.MESSAGE_STATE_CHANGED) })).toBeVisible();
      await expect(trail.getByRole('row', { name: new RegExp(text.actions.SIGNED_IN) })).toBeVisible();
      await expectNoAxeViolations(admin);

      // The admin also sees the review queue and its filters.
      await admin.getByRole('link', { name: text.nav.queue }).click();
      await expect(admin.getByRole('heading', { level: 1, name: text.queue.title })).toBeVisible();
      await expect(admin.getByRole('search', { name: text.queue.filters })).toBeVisible();
      await expectNoAxeViolations(admin);
    });
  }
});
