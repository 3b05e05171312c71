import { expect, test } from '../support/test';
import { localized, locales } from '../support/locales';
import { expectNoAxeViolations } from '../support/axe';

// Every page of SPEC.md §2 that opens without data or a session.
const staticPages = [
  '/',
  '/about',
  '/contact',
  '/download',
  '/providerdownload',
  '/privacy',
  '/terms',
  '/terms/update',
  '/test-privacy',
  '/unsubscribe-successful',
  '/app-redirect',
  '/blog',
  '/news',
  '/news/single',
  '/faq',
  '/practitioners',
  '/join-as-practitioner',
  '/join-as-practitioner/physician',
  '/join-as-practitioner/psychologist',
  '/join-as-practitioner/social-worker',
  '/assessments',
  '/assessments/gad-7',
  '/auth/apply',
  '/auth/login',
  '/auth/forget-password',
  '/business',
  '/business/register',
  '/consultant-contract',
  '/invoice',
  '/laboratory-request',
  '/medical-prescription',
  '/mental-measurement-result',
  '/radiology-request',
  '/standard-medical-report',
];

for (const locale of locales) {
  test.describe(`pages in ${locale.code}`, () => {
    for (const path of staticPages) {
      test(`${path} renders with lang, dir and a localized title`, async ({ page }) => {
        await page.goto(localized(locale, path));
        await expect(page.locator('html')).toHaveAttribute('lang', locale.code);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`\\| ${locale.brand}$`));
        await expect(
          page.getByRole('heading', { name: /It seems like something went wrong|يبدو أن هناك خطأ ما/ }),
        ).toHaveCount(0);
      });
    }

    test('the signed-in pages send a visitor to sign in', async ({ page }) => {
      for (const path of ['/auth/application', '/auth/status']) {
        await page.goto(localized(locale, path));
        await expect(page).toHaveURL(new RegExp(`${locale.prefix}/auth/login\\?returnTo=`));
      }
    });

    test('the main pages pass axe', async ({ page }) => {
      for (const path of ['/', '/about', '/business', '/auth/login', '/invoice', '/no-such-page']) {
        await page.goto(localized(locale, path));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  });
}
