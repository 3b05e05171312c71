import { expect, test } from '../support/test';

// The navigation helper is shared code; the app-redirect page uses it with the store links, marked external.
test('no link on the site can carry javascript: or an unmarked external address', async ({ page }) => {
  await page.goto('/en/auth/login?returnTo=javascript:alert(1)');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en/auth/login?returnTo=https://evil.example/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^(javascript|data):/i.test(href))).toEqual([]);
  expect(hrefs.filter((href) => /^(https?:)?\/\/evil\.example/.test(href))).toEqual([]);
});
