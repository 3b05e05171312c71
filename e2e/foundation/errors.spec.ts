import { expect, test } from '../support/test';

test('an unknown path shows Page not found with the path, in both languages', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/الصفحة غير موجودة\s*\/no\/such\/page/);
  await page.goto('/en/missing-thing?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found\s*\/en\/missing-thing/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a missing remote file is a real 404, never the page', async ({ request }) => {
  const response = await request.get('/remotes/mfe-public/0.0.0-missing/remoteEntry.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
});

test('the error page shows the status and goes home by itself after 8 seconds', async ({ page }) => {
  // A document page opened from another site is refused by the same-origin guard (403).
  await page.goto('/en/invoice', { referer: 'https://elsewhere.example/' });
  await expect(page.getByText('403')).toBeVisible();
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
