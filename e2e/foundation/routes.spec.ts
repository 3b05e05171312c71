import { expect, test } from '../support/test';
import { localized, locales } from '../support/locales';
import { expectNoAxeViolations } from '../support/axe';
import { otherStaticPaths } from '../support/public-paths';

// The server-rendered pages are opened in the browser, in both locales, by server-render.spec.ts; these are the rest.

for (const locale of locales) {
  test.describe(`pages in ${locale.code}`, () => {
    for (const path of otherStaticPaths) {
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
