import { expect, test } from '../support/test';

test('Arabic is the default at bare paths, whatever the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

test('the language switch keeps the page and query, round trip', async ({ page }) => {
  await page.goto('/about?utm_source=newsletter&ref=footer');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about\?utm_source=newsletter&ref=footer$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/about\?utm_source=newsletter&ref=footer$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('a stored English choice takes bare / to /en, for a year', async ({ page, context }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  const cookie = (await context.cookies()).find((item) => item.name === 'locale');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('links inside a remote keep the /en prefix', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
});
