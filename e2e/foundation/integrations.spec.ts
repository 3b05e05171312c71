import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { accountCodeMails } from '../support/outbox';
import { e2eProviders } from '../support/sites';

// The site under test has every provider configured (playwright.config.ts); this machine has no internet, so
// the providers' scripts are answered here by stand-ins that behave like them where the site relies on it.

/** Google's tag, in short: each page_view command becomes a collect request, with the page's location. */
const googleTagStandIn = `(() => {
  if (window.__googleTagStandIn) return;
  window.__googleTagStandIn = true;
  const layer = (window.dataLayer = window.dataLayer || []);
  const handle = (entry) => {
    if (!entry || entry[0] !== 'event' || entry[1] !== 'page_view') return;
    const page = entry[2] || {};
    const query = new URLSearchParams({ en: 'page_view', dl: page.page_location, dt: page.page_title });
    fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors' });
  };
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => (entries.forEach(handle), push(...entries));
})();`;

/** Intercom's messenger, in short: it replays the snippet's queue and records every call, with the time. */
const messengerStandIn = `(() => {
  const queue = (window.Intercom && window.Intercom.q) || [];
  const calls = (window.__chatCalls = []);
  window.Intercom = (command, settings) =>
    void calls.push({ command, settings: settings || null, at: performance.now(), path: location.pathname });
  queue.forEach((args) => window.Intercom(...args));
})();`;

interface ChatCall {
  command: string;
  settings: Record<string, string> | null;
  at: number;
  path: string;
}

const script = (body: string) => ({ contentType: 'text/javascript', body });

/** Answers the providers with stand-ins; returns every request that left the site, and the page views. */
async function standInProviders(page: Page) {
  const thirdParty: string[] = [];
  const pageViews: { location: string; title: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') thirdParty.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/gtag/js?*', (route) => route.fulfill(script(googleTagStandIn)));
  await page.route('https://www.googletagmanager.com/gtm.js?*', (route) => route.fulfill(script('')));
  await page.route('https://region1.google-analytics.com/**', (route) => {
    const url = new URL(route.request().url());
    pageViews.push({ location: url.searchParams.get('dl')!, title: url.searchParams.get('dt')! });
    return route.fulfill({ status: 204 });
  });
  await page.route(`https://widget.intercom.io/widget/${e2eProviders.CHAT_WIDGET_APP_ID}`, (route) =>
    route.fulfill(script(messengerStandIn)),
  );
  return { thirdParty, pageViews };
}

const chatCalls = (page: Page) => page.evaluate(() => (window as unknown as { __chatCalls?: ChatCall[] }).__chatCalls);

/** When the app last changed the route (React Router pushes onto the history, or replaces its entry). */
async function recordRouteChanges(page: Page) {
  await page.evaluate(() => {
    for (const method of ['pushState', 'replaceState'] as const) {
      const change = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        (window as unknown as { __routeChangedAt: number }).__routeChangedAt = performance.now();
        change(...args);
      };
    }
  });
}

test.describe('before any choice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const locale of locales) {
    const text = {
      ar: { banner: 'ملفات تعريف الارتباط في سكينة', accept: 'قبول الكل' },
      en: { banner: 'Cookies on Sakina', accept: 'Accept all' },
    }[locale.code];

    test(`${locale.code}: nothing leaves the site before consent; after "accept all" page views carry route patterns only`, async ({
      page,
    }) => {
      const { thirdParty, pageViews } = await standInProviders(page);
      await page.goto(localized(locale, '/practitioners?gender=female'));
      const banner = page.getByRole('region', { name: text.banner });
      await expect(banner).toBeVisible();
      await page.getByRole('main').getByRole('link').first().hover();
      expect(thirdParty).toEqual([]);

      await banner.getByRole('button', { name: text.accept }).click();
      const listPattern = localized(locale, '/practitioners');
      await expect.poll(() => pageViews.map((view) => new URL(view.location).pathname)).toEqual([listPattern]);

      // A practitioner's page: the pattern, not the practitioner.
      const profile = page.locator('main a[href*="/practitioners/practitioner_"]').first();
      await profile.click();
      await expect(page).toHaveURL(/\/practitioners\/practitioner_/);
      await expect
        .poll(() => pageViews.map((view) => new URL(view.location).pathname))
        .toEqual([listPattern, `${listPattern}/:practitionerSlug`]);
      for (const view of pageViews) {
        expect(view.location).not.toMatch(/practitioner_|gender|\?/);
        expect(view.title).toBe(new URL(view.location).pathname);
      }

      // The account pages are never measured, even after consent.
      await page.goto(localized(locale, '/auth/login'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(pageViews.map((view) => view.location).join(' ')).not.toContain('/auth');
    });
  }
});

test.describe('after "accept all"', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'all', url: baseURL! }]);
  });

  test('nothing loads on the document pages or the self-assessments', async ({ page }) => {
    const { thirdParty } = await standInProviders(page);
    for (const path of ['/en/invoice', '/medical-prescription', '/en/assessments', '/assessments/anxiety']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    }
    expect(thirdParty).toEqual([]);
  });

  test('the chat widget boots with the server-made user_hash, updates 250 ms after a route change, and shuts down on sign-out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await standInProviders(page);
    const email = `chat.${Date.now()}@example.com`;
    await page.goto('/en/auth/apply');
    await page.getByLabel(/^Email\s*\*?$/).fill(email);
    await page.getByLabel(/^Password\s*\*?$/).fill('Sakina2024pass');
    await page.getByLabel(/^Confirm the password\s*\*?$/).fill('Sakina2024pass');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/email-confirmation$/);
    const codeMail = () => accountCodeMails(email)[0];
    await expect.poll(codeMail).toBeDefined();
    await page.getByLabel(/^Confirmation code\s*\*?$/).fill(/^\d{6}$/m.exec(codeMail()!.text)![0]);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('link', { name: 'Go to your application now' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/application$/);

    // A fresh page for the signed-in practitioner: the messenger boots knowing them.
    await page.reload();
    const viewer = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      data: { query: '{ viewer { id } }' },
    });
    const { id } = ((await viewer.json()) as { data: { viewer: { id: string } } }).data.viewer;
    const userHash = createHmac('sha256', e2eProviders.CHAT_WIDGET_IDENTITY_SECRET).update(id).digest('hex');
    await expect
      .poll(async () => (await chatCalls(page))?.find((call) => call.command === 'boot')?.settings)
      .toEqual({
        app_id: e2eProviders.CHAT_WIDGET_APP_ID,
        email,
        user_id: id,
        user_hash: userHash,
      });

    // Signing out shuts the messenger down; the route change that follows is told 250 ms later.
    await recordRouteChanges(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login/);
    await expect.poll(async () => (await chatCalls(page))?.map((call) => call.command)).toContain('shutdown');
    const routeChangedAt = await page.evaluate(
      () => (window as unknown as { __routeChangedAt: number }).__routeChangedAt,
    );
    await expect
      .poll(async () => (await chatCalls(page))?.some((call) => call.command === 'update' && call.at > routeChangedAt))
      .toBe(true);
    const calls = (await chatCalls(page))!;
    const update = calls.find((call) => call.command === 'update' && call.at > routeChangedAt)!;
    expect(update.at - routeChangedAt).toBeGreaterThanOrEqual(250);
    expect(update.path).toBe('/en/auth/login');
    // After the sign-out, the messenger is anonymous again.
    const reboot = calls.findLast((call) => call.command === 'boot')!;
    expect(reboot.settings).toEqual({ app_id: e2eProviders.CHAT_WIDGET_APP_ID });
  });

  test("withdrawing consent in the footer's cookie settings stops collection and removes the providers' cookies", async ({
    page,
  }) => {
    const { pageViews } = await standInProviders(page);
    await page.goto('/en/about');
    await expect.poll(() => pageViews.map((view) => new URL(view.location).pathname)).toEqual(['/en/about']);
    await expect.poll(async () => (await chatCalls(page))?.map((call) => call.command)).toContain('boot');
    // What the providers would have stored.
    await page.evaluate(() => {
      document.cookie = '_ga=GA1.1.1234.5678; path=/';
      document.cookie = 'intercom-session-e2echat1=abc; path=/';
    });

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const banner = page.getByRole('region', { name: 'Cookies on Sakina' });
    await expect(banner).toBeFocused();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner).toBeHidden();

    expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga|intercom-/);
    expect((await chatCalls(page))?.map((call) => call.command)).toContain('shutdown');
    await page.getByRole('navigation', { name: 'Site links' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sentPaths = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { page_path?: string }[] }).dataLayer ?? [])
        .map((entry) => entry.page_path)
        .filter(Boolean),
    );
    expect(sentPaths).toEqual(['/en/about']);
  });

  test('a blocked provider script leaves the page working', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // Nothing answers the providers (the support refuses every request that leaves the site).
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Site links' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

for (const locale of locales) {
  const country = {
    ar: 'الدولة: الإمارات العربية المتحدة، +971',
    en: 'Country: United Arab Emirates, +971',
  }[locale.code];

  test(`${locale.code}: the phone field presets the country the server answers for the visitor`, async ({
    page,
    request,
  }) => {
    // From this machine the server cannot place the visitor: Saudi Arabia.
    expect(await (await request.get('/visitor-country')).json()).toEqual({ country: 'SA' });

    // A visitor the server places in the Emirates.
    await page.route('**/visitor-country', (route) => route.fulfill({ json: { country: 'AE' } }));
    await page.goto(localized(locale, '/contact'));
    await expect(page.getByRole('main').getByRole('combobox', { name: country })).toBeVisible();
  });
}

for (const locale of locales) {
  const text = {
    ar: { newsletter: 'النشرة البريدية', email: 'بريدك الإلكتروني', subscribe: 'اشترك' },
    en: { newsletter: 'Newsletter', email: 'Your email', subscribe: 'Subscribe' },
  }[locale.code];

  test(`${locale.code}: for 10 seconds after a successful submit a reload asks first`, async ({ page }) => {
    const leaveAsks = () =>
      page.evaluate(() => {
        const leaving = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(leaving);
        return leaving.defaultPrevented;
      });
    await page.goto(localized(locale, '/about'));
    expect(await leaveAsks()).toBe(false);

    const form = page.getByRole('contentinfo').getByRole('region', { name: text.newsletter });
    await expect(async () => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(form.getByRole('textbox', { name: text.email })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await form.getByRole('textbox', { name: text.email }).fill(`guard.${locale.code}.${Date.now()}@example.com`);
    await form.getByRole('button', { name: text.subscribe }).click();
    await expect(form.getByRole('status')).toBeVisible();
    expect(await leaveAsks()).toBe(true);

    // The browser asks before the reload; the person confirms it.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    expect(await leaveAsks()).toBe(false);
  });
}

/** The GraphQL operations the page asks the API for, in the order they leave the browser. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '');
  });
  return operations;
}

for (const locale of locales) {
  const text = {
    ar: { nav: 'القائمة الرئيسية', practitioners: 'المختصون', faq: 'الأسئلة الشائعة' },
    en: { nav: 'Main', practitioners: 'Practitioners', faq: 'FAQ' },
  }[locale.code];

  test(`${locale.code}: a link to the directory on the business page fetches the listings before it is followed`, async ({
    page,
  }) => {
    const operations = recordOperations(page);
    await page.goto(localized(locale, '/business'));
    const link = page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.practitioners });
    await link.hover();
    await expect.poll(() => operations).toContain('DirectoryPractitioners');

    const beforeClick = operations.length;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/practitioners')}$`));
    await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible();
    // The page read the listings from the cache: no second request for them.
    expect(operations.slice(beforeClick)).not.toContain('DirectoryPractitioners');
  });

  test(`${locale.code}: the FAQ's questions are fetched ahead from another area, and read from the cache once opened`, async ({
    page,
  }) => {
    const operations = recordOperations(page);
    await page.goto(localized(locale, '/business'));
    const link = page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.faq, exact: true });
    await link.hover();
    await expect.poll(() => operations).toContain('FaqCategories');

    const beforeClick = operations.length;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/faq')}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(operations.slice(beforeClick)).not.toContain('FaqCategories');
  });
}
