import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

test.use({ storageState: { cookies: [], origins: [] } });

test('a first visit asks about cookies once, and the choice is kept for a year', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط في سكينة' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'قبول الكل' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((item) => item.name === 'cookie_consent');
  expect(cookie?.value).toBe('all');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies on Sakina' })).toHaveCount(0);
});

test('an English visitor can keep only the necessary cookies; document pages never show the banner', async ({
  page,
  context,
}) => {
  await page.goto('/en/invoice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies on Sakina' })).toHaveCount(0);

  await page.goto('/en/contact');
  const banner = page.getByRole('region', { name: 'Cookies on Sakina' });
  await expect(banner.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/en/privacy');
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((item) => item.name === 'cookie_consent')?.value).toBe('necessary');
});
