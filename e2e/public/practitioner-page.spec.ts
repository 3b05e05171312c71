import { expectNoAxeViolations } from '../support/axe';
import { localized, locales, type LocaleCase } from '../support/locales';
import type { Browser } from '@playwright/test';
import { expect, test, type Locator, type Page } from '../support/test';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const text = {
  ar: {
    booking: 'احجز جلسة',
    book: (name: string) => `احجز جلسة مع ${name}`,
    dialog: (name: string) => `احجز مع ${name} في التطبيق`,
    qrCode: (name: string) => `رمز QR لفتح صفحة ${name} على هاتفك`,
    appStore: 'حمّله من App Store: تطبيق سكينة',
    googlePlay: 'احصل عليه من Google Play: تطبيق سكينة',
    licence: 'الترخيص المهني',
    check: 'تحقّق من التسجيل لدى الهيئة السعودية للتخصصات الصحية (يُفتح في نافذة جديدة)',
    share: 'شارك هذا الملف',
    downloadCode: 'رمز QR لتحميل تطبيق سكينة على هاتفك',
  },
  en: {
    booking: 'Book a session',
    book: (name: string) => `Book a session with ${name}`,
    dialog: (name: string) => `Book with ${name} in the app`,
    qrCode: (name: string) => `QR code to open ${name}'s page on your phone`,
    appStore: 'Download on the App Store: the Sakina app',
    googlePlay: 'Get it on Google Play: the Sakina app',
    licence: 'Licence',
    check: 'Check a registration with the Saudi Commission for Health Specialties (opens in a new tab)',
    share: 'Share this profile',
    downloadCode: 'QR code to get the Sakina app on your phone',
  },
} as const;

/** The QR code's image arrived and was drawn (the server draws it: GET /qr-code.svg). */
async function expectDrawn(code: Locator) {
  await expect
    .poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

/** The newest practitioner of the directory: their page's address and their name in this language. */
async function aPractitioner(page: Page, locale: LocaleCase): Promise<{ path: string; name: string }> {
  await page.goto(localized(locale, '/practitioners'));
  const heading = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).first();
  const path = (await heading.getByRole('link').getAttribute('href'))!;
  expect(path).toMatch(new RegExp(`^${locale.prefix}/practitioners/practitioner_\\d+$`));
  return { path, name: (await heading.textContent())! };
}

/** A 390 px phone with this user agent, on the page at `path`. */
async function onAPhone(browser: Browser, userAgent: string, path: string) {
  const context = await browser.newContext({ ...phone, userAgent });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Focuses `control` as the keyboard does (the page scrolls to it), then checks that nothing (the Book bar) covers it. */
async function expectFocusedUncovered(control: Locator) {
  await control.focus();
  await expect(control).toBeInViewport({ ratio: 1 });
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(onTop, 'nothing covers the control').toBe(true);
}

for (const locale of locales) {
  const words = text[locale.code];

  test.describe(`practitioner page (${locale.code})`, () => {
    test('on a computer, Book opens a dialog with a QR code of the page and both stores', async ({ page }) => {
      const { path, name } = await aPractitioner(page, locale);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const booking = page.getByRole('region', { name: words.booking });
      // A computer has no app to open: no sticky bar, Book is a button.
      await expect(page.getByRole('link', { name: words.book(name) })).toHaveCount(0);
      const book = booking.getByRole('button', { name: words.book(name) });

      await book.click();
      const dialog = page.getByRole('dialog', { name: words.dialog(name) });
      await expect(dialog.getByRole('img', { name: words.qrCode(name) })).toBeVisible();
      await expectDrawn(dialog.getByRole('img', { name: words.qrCode(name) }));
      await expect(dialog.getByRole('link', { name: words.appStore })).toHaveAttribute(
        'href',
        /^https:\/\/apps\.apple\.com\//,
      );
      await expect(dialog.getByRole('link', { name: words.googlePlay })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      );
      await expectNoAxeViolations(page);

      // Keyboard: Escape closes it and the focus is back on Book, which opens it again.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(book).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('img', { name: words.qrCode(name) })).toBeVisible();
    });

    test('without JavaScript, Book leads to the section holding the same QR code', async ({ browser, page }) => {
      const { path, name } = await aPractitioner(page, locale);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScripts = await context.newPage();
      await noScripts.goto(path);
      const code = noScripts.getByRole('img', { name: words.qrCode(name) });
      await expect(code).toBeHidden();

      await noScripts.getByRole('link', { name: words.book(name) }).click();
      await expect(noScripts).toHaveURL(/#book-in-app$/);
      await expect(code).toBeVisible();
      await expectDrawn(code);
      await expect(noScripts.getByRole('region', { name: words.dialog(name) })).toBeInViewport();
      await context.close();
    });

    test('on a 390 px Android phone, the sticky Book bar opens the app or Google Play, and covers no control at the end', async ({
      browser,
      page,
    }) => {
      const { path, name } = await aPractitioner(page, locale);
      const { page: onPhone, close } = await onAPhone(browser, android, path);
      const book = onPhone.getByRole('link', { name: words.book(name) });
      await expect(book).toBeInViewport({ ratio: 1 });
      const href = (await book.getAttribute('href'))!;
      expect(href).toMatch(/^intent:\/\/practitioner\/\d+#Intent;scheme=sakina;package=sa\.sakina\.app;/);
      expect(decodeURIComponent(/S\.browser_fallback_url=([^;]+)/.exec(href)![1]!)).toMatch(
        /^https:\/\/play\.google\.com\/store\/apps\/details\?id=sa\.sakina\.app/,
      );
      // No QR code on a phone.
      await expect(onPhone.getByRole('img', { name: words.qrCode(name) })).toHaveCount(0);
      expect(await onPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(onPhone);

      // The page's last controls stay free: the share panel's (the page stops above the bar), then the footer's,
      // once the bar has come to rest below the share panel.
      const share = onPhone.getByRole('region', { name: words.share });
      const lastShare = share.getByRole('button').or(share.getByRole('link')).last();
      await expectFocusedUncovered(lastShare);
      await expectFocusedUncovered(onPhone.getByRole('contentinfo').getByRole('link').last());
      const shareBox = (await lastShare.boundingBox())!;
      expect((await book.boundingBox())!.y).toBeGreaterThanOrEqual(shareBox.y + shareBox.height);
      await close();
    });

    test('on an iPhone, the sticky Book bar goes to the App Store', async ({ browser, page }) => {
      const { path, name } = await aPractitioner(page, locale);
      const { page: onPhone, close } = await onAPhone(browser, iphone, path);
      const book = onPhone.getByRole('link', { name: words.book(name) });
      await expect(book).toBeInViewport({ ratio: 1 });
      await expect(book).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/sa\/app\/sakina\//);
      await close();
    });

    test("the licence panel links to the Commission's verification service in a new tab", async ({ page }) => {
      const { path } = await aPractitioner(page, locale);
      await page.goto(path);
      const check = page.getByRole('region', { name: words.licence }).getByRole('link', { name: words.check });
      await expect(check).toHaveAttribute('href', 'https://www.scfhs.org.sa/');
      await expect(check).toHaveAttribute('target', '_blank');
      await expect(check).toHaveAttribute('rel', 'noopener noreferrer');
      await expectNoAxeViolations(page);
    });

    test('the download page shows a QR code for the phone on a computer only', async ({ browser, page }) => {
      await page.goto(localized(locale, '/download'));
      await expect(page.getByRole('img', { name: words.downloadCode })).toBeVisible();
      await expectNoAxeViolations(page);

      const { page: onPhone, close } = await onAPhone(browser, iphone, localized(locale, '/download'));
      await expect(onPhone.getByRole('link', { name: words.appStore })).toBeVisible();
      await expect(onPhone.getByRole('img', { name: words.downloadCode })).toHaveCount(0);
      await close();
    });
  });
}
