import { expect, test } from '../support/test';

test('an unknown path shows Page not found with the path, in both languages', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/الصفحة غير موجودة\s*\/no\/such\/page/);
  await page.goto('/en/missing-thing?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found\s*\/en\/missing-thing/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the 404 page shows an Arabic address decoded, as it was typed', async ({ page }) => {
  await page.goto('/nope/%D8%B5%D9%81%D8%AD%D8%A9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/الصفحة غير موجودة\s*\/nope\/صفحة/);
  await page.goto('/en/nope/%D8%B5%D9%81%D8%AD%D8%A9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found\s*\/en\/nope\/صفحة/);
});

test.describe('an address that cannot be read', () => {
  // The 400 page goes without scripts (the browser could not route the address): it is read as it arrives.
  test.use({ javaScriptEnabled: false });

  test("gets the site's 400 page, in the locale of its prefix", async ({ page }) => {
    for (const [url, lang, title, home] of [
      ['/blog/%E0%A4%A', 'ar', 'لا يمكن قراءة هذا العنوان', 'الذهاب إلى الصفحة الرئيسية'],
      ['/en/blog/%E0%A4%A', 'en', 'This address cannot be read', 'Go to the home page'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(400);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', lang === 'ar' ? '/' : '/en');
    }
  });
});

test('a missing remote file is a real 404, never the page', async ({ request }) => {
  const response = await request.get('/remotes/mfe-public/0.0.0-missing/remoteEntry.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
});

test('the error page shows the status and goes home by itself after 8 seconds', async ({ page }) => {
  // The account guard cannot ask the API who is signed in: the page fails (500).
  await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto('/en/auth/application');
  await expect(page.getByText('500')).toBeVisible();
  await page.unroute('**/graphql');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/en$/, { timeout: 12_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(6_000);
});

test('going offline shows the no-internet message', async ({ page, context }) => {
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alert')).toHaveText('There is no internet connection please try again later');
  await context.setOffline(false);
  await expect(page.getByText('There is no internet connection please try again later')).toHaveCount(0);
});
