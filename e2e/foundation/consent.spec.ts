import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, locales } from '../support/locales';

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

for (const locale of locales) {
  const text = {
    ar: { banner: 'ملفات تعريف الارتباط في سكينة', privacy: 'اقرأ إشعار الخصوصية', accept: 'قبول الكل' },
    en: { banner: 'Cookies on Sakina', privacy: 'Read the privacy notice', accept: 'Accept all' },
  }[locale.code];

  test(`${locale.code}: on a phone the banner is a compact strip, first in the Tab order, over no field`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(localized(locale, '/contact'));
    const banner = page.getByRole('region', { name: text.banner });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height, `banner height ${box.height}px`).toBeLessThanOrEqual(740 / 4);
    await expectNoAxeViolations(page);

    // No field lies under it, wherever the page is scrolled.
    const fields = page.getByRole('main').getByRole('textbox');
    expect(await fields.count()).toBeGreaterThan(0);
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scroll);
      for (const field of await fields.all()) {
        const covered = await field.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          if (rect.bottom <= 0 || rect.top >= window.innerHeight) return false;
          const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return Boolean(top?.closest('section[aria-labelledby="cookie-consent-title"]'));
        });
        expect(covered).toBe(false);
      }
    }

    // The first Tab reaches it; one press decides.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: text.privacy })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: text.accept })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
  });
}

/** Whether a click at the centre of the element lands on it, the page scrolled to its end. */
async function clickableAtTheEnd(page: Page, control: Locator): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
  });
}

for (const locale of locales) {
  const banner = { ar: 'ملفات تعريف الارتباط في سكينة', en: 'Cookies on Sakina' }[locale.code];

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`${locale.code}: at ${viewport.width} px the banner leaves room for the page's last controls`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // A page with a footer, and the application's layout, where a form's button is the last thing.
      await page.goto(localized(locale, '/contact'));
      await expect(page.getByRole('region', { name: banner })).toBeVisible();
      expect(await clickableAtTheEnd(page, page.getByRole('contentinfo').getByRole('link').last())).toBe(true);
      // The banner, first in the page, adds no heading before the page's h1.
      expect(
        await page
          .locator('h1, h2, h3, h4, h5, h6')
          .first()
          .evaluate((heading) => heading.tagName),
      ).toBe('H1');

      await page.goto(localized(locale, '/auth/apply'));
      await expect(page.getByRole('region', { name: banner })).toBeVisible();
      expect(await clickableAtTheEnd(page, page.getByRole('main').getByRole('button').last())).toBe(true);
    });
  }
}
