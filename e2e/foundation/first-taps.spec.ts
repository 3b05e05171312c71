import { expect, test } from '../support/test';
import { localized, locales } from '../support/locales';

// Before hydration the page is what the server sent: these run it with no script at all.
const noScripts = { javaScriptEnabled: false, storageState: { cookies: [], origins: [] } };

const text = {
  ar: { banner: 'ملفات تعريف الارتباط في سكينة', acceptAll: 'قبول الكل', switchTo: 'English' },
  en: { banner: 'Cookies on Sakina', acceptAll: 'Accept all', switchTo: 'العربية' },
} as const;

for (const locale of locales) {
  test(`${locale.code}: "accept all" works before the scripts run and stays on the page`, async ({ browser }) => {
    const context = await browser.newContext(noScripts);
    const page = await context.newPage();
    await page.goto(localized(locale, '/about?ref=footer'));
    const banner = page.getByRole('region', { name: text[locale.code].banner });
    await banner.getByRole('button', { name: text[locale.code].acceptAll }).click();

    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/about')}\\?ref=footer$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies()).find((item) => item.name === 'cookie_consent');
    expect(cookie?.value).toBe('all');
    expect(cookie?.sameSite).toBe('Lax');
    await context.close();
  });
}

test('the language switch works before the scripts run, and bare / keeps the choice', async ({ browser }) => {
  const context = await browser.newContext(noScripts);
  const page = await context.newPage();
  await page.goto('/about?ref=footer');
  await page.getByRole('link', { name: text.ar.switchTo }).click();
  await expect(page).toHaveURL(/\/en\/about\?ref=footer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((item) => item.name === 'locale')?.value).toBe('en');

  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/en/about');
  await page.getByRole('link', { name: text.en.switchTo }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect((await context.cookies()).find((item) => item.name === 'locale')?.value).toBe('ar');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await context.close();
});
