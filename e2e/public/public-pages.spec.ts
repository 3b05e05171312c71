import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';

const copy = {
  ar: {
    about: 'عن سكينة',
    mission: 'رسالتنا',
    vision: 'رؤيتنا',
    download: 'حمّل تطبيق سكينة',
    appStore: 'حمّله من App Store: تطبيق سكينة',
    googlePlay: 'احصل عليه من Google Play: تطبيق سكينة',
    providerDownload: 'حمّل تطبيق سكينة للمختصين',
    providerAppStore: 'حمّله من App Store: تطبيق سكينة للمختصين',
    privacy: 'إشعار الخصوصية',
    contents: 'في هذه الصفحة',
    rights: 'حقوقك',
    terms: 'شروط الاستخدام',
    termsUpdate: 'ما الذي تغيّر في شروطنا',
    testPrivacy: 'خصوصية المقاييس الذاتية',
    appRedirect: 'احصل على تطبيق سكينة',
  },
  en: {
    about: 'About Sakina',
    mission: 'Our mission',
    vision: 'Our vision',
    download: 'Download the Sakina app',
    appStore: 'Download on the App Store: the Sakina app',
    googlePlay: 'Get it on Google Play: the Sakina app',
    providerDownload: 'Download the Sakina provider app',
    providerAppStore: 'Download on the App Store: the Sakina provider app',
    privacy: 'Privacy notice',
    contents: 'On this page',
    rights: 'Your rights',
    terms: 'Terms of use',
    termsUpdate: 'What changed in our terms',
    testPrivacy: 'Privacy of self-assessments',
    appRedirect: 'Get the Sakina app',
  },
} as const;

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

for (const locale of locales) {
  const text = copy[locale.code];

  test(`${locale.code}: about and download pages`, async ({ page }) => {
    await page.goto(localized(locale, '/about'));
    await expect(page.getByRole('heading', { level: 1, name: text.about })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.mission })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.vision })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(localized(locale, '/download'));
    await expect(page.getByRole('heading', { level: 1, name: text.download })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: text.appStore, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(main.getByRole('link', { name: text.googlePlay, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    await expectNoAxeViolations(page);

    await page.goto(localized(locale, '/providerdownload'));
    await expect(page.getByRole('heading', { level: 1, name: text.providerDownload })).toBeVisible();
    await expect(main.getByRole('link', { name: text.providerAppStore, exact: true })).toHaveAttribute(
      'href',
      /sakina-provider/,
    );
    await expectNoAxeViolations(page);
  });

  test(`${locale.code}: legal pages, with a table of contents on the long ones`, async ({ page }) => {
    await page.goto(localized(locale, '/privacy'));
    await expect(page.getByRole('heading', { level: 1, name: text.privacy })).toBeVisible();
    const contents = page.getByRole('navigation', { name: text.contents });
    await contents.getByRole('link', { name: text.rights, exact: true }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: text.rights, exact: true })).toBeInViewport();
    await expectNoAxeViolations(page);

    for (const [path, title] of [
      ['/terms', text.terms],
      ['/terms/update', text.termsUpdate],
      ['/test-privacy', text.testPrivacy],
    ] as const) {
      await page.goto(localized(locale, path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test(`${locale.code}: app-redirect shows both stores on a desktop`, async ({ page }) => {
    await page.goto(localized(locale, '/app-redirect'));
    await expect(page.getByRole('heading', { level: 1, name: text.appRedirect })).toBeVisible();
    await expect(page.getByRole('link', { name: text.appStore, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: text.googlePlay, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const [device, userAgent, store] of [
  ['an iPhone', iphone, /^https:\/\/apps\.apple\.com\//],
  ['an Android phone', android, /^https:\/\/play\.google\.com\//],
] as const) {
  test(`app-redirect sends ${device} to its store`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent });
    // No internet here: answer for the store.
    await context.route(store, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }));
    const page = await context.newPage();
    await page.goto('/app-redirect');
    await expect(page).toHaveURL(store);
    await context.close();
  });
}

test('applestore and googleplay go to their stores', async ({ page }) => {
  await page.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
  );
  await page.goto('/en/applestore');
  await expect(page).toHaveURL(/^https:\/\/apps\.apple\.com\//);
  await page.goto('/googleplay');
  await expect(page).toHaveURL(/^https:\/\/play\.google\.com\//);
});
