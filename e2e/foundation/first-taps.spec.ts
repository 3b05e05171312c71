import type { Request, Route } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
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

/**
 * A phone's first seconds: the CPU six times slower, and the site's scripts held back until the tap is made, so
 * the tap certainly lands on the page as the server painted it (first paint, before hydration). Then the scripts
 * run and hydrate the page, which must neither lose the tap nor do its work again.
 */
async function openAtFirstPaint(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (released) await route.fallback();
      else held.push(route);
    },
  );
  // The frame's own goto: the fixture's page.goto would wait for the hydration this test holds back.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return {
    /** Lets the scripts run and waits for the page they hydrate. */
    async hydrate() {
      released = true;
      // Scripts the tap's navigation left behind have nowhere to go: only the current page's matter.
      await Promise.all(held.map((route) => route.fallback().catch(() => undefined)));
      // Six times slower, hydrating takes a phone's seconds, beyond the usual wait.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  };
}

/** Requests for whole pages (and the server routes a tap reaches), to count how often a tap did its work. */
function documentRequests(page: Page, matches: (url: URL, method: string) => boolean): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && matches(new URL(request.url()), request.method())) requests.push(request);
  });
  return requests;
}

const firstPaint = {
  ar: {
    ...text.ar,
    question: 'هل يمكنني إلغاء الجلسة واسترداد المبلغ؟',
    answer: /يمكنك إلغاء/,
    menu: 'القائمة',
    navigation: 'القائمة الرئيسية',
    faq: 'الأسئلة الشائعة',
    filters: 'التصفية',
    video: 'مكالمة فيديو',
    apply: 'اعرض النتائج',
  },
  en: {
    ...text.en,
    question: 'Can I cancel a session and get a refund?',
    answer: /full refund if you cancel/,
    menu: 'Menu',
    navigation: 'Main',
    faq: 'FAQ',
    filters: 'Filters',
    video: 'Video',
    apply: 'Show results',
  },
} as const;

for (const locale of locales) {
  const words = firstPaint[locale.code];

  test.describe(`taps at first paint on a slow phone (${locale.code})`, () => {
    test('"accept all" posts the choice once and the banner stays gone', async ({ browser }) => {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      const posts = documentRequests(page, (url, method) => method === 'POST' && url.pathname === '/consent');
      const site = await openAtFirstPaint(page, localized(locale, '/about'));
      const banner = page.getByRole('region', { name: words.banner });
      await banner.getByRole('button', { name: words.acceptAll }).click();

      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/about')}$`));
      await site.hydrate();
      await expect(banner).toHaveCount(0);
      expect(posts).toHaveLength(1);
      expect((await context.cookies()).find((item) => item.name === 'cookie_consent')?.value).toBe('all');
      await context.close();
    });

    test('the language switch changes the language once', async ({ page }) => {
      const switches = documentRequests(page, (url) => url.pathname.startsWith('/locale/'));
      const site = await openAtFirstPaint(page, localized(locale, '/about'));
      await page.getByRole('banner').getByRole('link', { name: words.switchTo }).click();

      const other = locales.find((candidate) => candidate.code !== locale.code)!;
      await expect(page).toHaveURL(new RegExp(`${localized(other, '/about')}$`));
      await site.hydrate();
      await expect(page.locator('html')).toHaveAttribute('lang', other.code);
      expect(switches.map((request) => new URL(request.url()).pathname)).toEqual([`/locale/${other.code}`]);
    });

    test("the directory's filters are sent once, and the page hydrates with the choice", async ({ page }) => {
      const filtered = documentRequests(page, (url) => url.searchParams.get('channel') === 'video');
      const site = await openAtFirstPaint(page, localized(locale, '/practitioners'));
      const sheet = page.getByRole('complementary', { name: words.filters });
      await sheet
        .getByRole('group', { name: new RegExp(`^${words.filters}`) })
        .locator('summary')
        .click();
      await sheet.getByRole('radio', { name: new RegExp(`^${words.video} \\(\\d+\\)$`) }).check();
      await sheet.getByRole('button', { name: words.apply }).click();

      await expect(page).toHaveURL(/[?&]channel=video(&|$)/);
      await site.hydrate();
      await expect(sheet.getByRole('radio', { name: new RegExp(`^${words.video}`) })).toBeChecked();
      // Sent once: the server's answer to the form's empty fields (a 301 to the clean address) is not a second send.
      expect(filtered.filter((request) => !request.redirectedFrom())).toHaveLength(1);
    });

    test('an FAQ answer opens at once and stays open when the page hydrates', async ({ page }) => {
      const pages = documentRequests(page, () => true);
      const site = await openAtFirstPaint(page, localized(locale, '/faq'));
      const item = page.getByRole('group', { name: words.question });
      await item.getByRole('heading', { name: words.question }).click();

      await expect(item).toHaveAttribute('open', '');
      await expect(item.getByText(words.answer)).toBeVisible();
      await site.hydrate();
      await expect(item).toHaveAttribute('open', '');
      await expect(item.getByText(words.answer)).toBeVisible();
      expect(pages).toHaveLength(1);
    });

    test("the phone's menu opens at once, stays open when the page hydrates, and then works by keyboard", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const pages = documentRequests(page, () => true);
      const site = await openAtFirstPaint(page, localized(locale, '/about'));
      const menu = page.getByRole('banner').getByRole('group', { name: words.menu });
      const navigation = page.getByRole('navigation', { name: words.navigation });
      await expect(navigation).toBeHidden();
      await menu.locator('summary').tap();

      await expect(navigation.getByRole('link', { name: words.faq })).toBeVisible();
      await site.hydrate();
      await expect(menu).toHaveAttribute('open', '');
      await expect(navigation.getByRole('link', { name: words.faq })).toBeVisible();
      expect(pages).toHaveLength(1);
      await expectNoAxeViolations(page);

      await menu.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(navigation).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(navigation).toBeVisible();
      // Hydrated, a link changes the page in place and the menu folds away.
      await navigation.getByRole('link', { name: words.faq }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/faq')}$`));
      await expect(menu).not.toHaveAttribute('open');
      await expect(navigation).toBeHidden();
      expect(pages).toHaveLength(1);
      await context.close();
    });
  });
}
