import { expect, test } from '../support/test';

test('when one remote is down, only its area shows the network-error page, and refresh retries it', async ({
  page,
}) => {
  let blocked = true;
  await page.route('**/remotes/mfe-business/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );

  await page.goto('/en/business');
  await expect(page.getByRole('heading', { name: 'It seems like something went wrong' })).toBeVisible();
  // The shell and the other areas keep working.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'It seems like something went wrong' })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'It seems like something went wrong' })).toBeVisible();
  blocked = false;
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'It seems like something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(reloads).toEqual([]);
});

test('a remote missing from remotes.json shows the network-error page in Arabic', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    delete json.mfe_documents;
    await route.fulfill({ response, json });
  });
  await page.goto('/invoice');
  await expect(page.getByRole('heading', { name: 'يبدو أن هناك خطأ ما' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'يبدو أن هناك خطأ ما' })).toHaveCount(0);
});
