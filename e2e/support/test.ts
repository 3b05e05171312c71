import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { siteUnderTest, type SiteUnderTest } from './sites';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Response } from '@playwright/test';

/**
 * Pages arrive rendered by the server and answer once their scripts have hydrated them (the shell marks
 * `<html data-hydrated>`). A person reads first; a test would click at once: after each navigation that loads a
 * page, wait until it is interactive, as a person would see it. Pages without JavaScript are not waited for, nor
 * is a page that sends the browser on to another site (the store redirects).
 */
async function whenInteractive(page: Page, origin: string, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) return;
  await Promise.race([
    page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 }),
    page.waitForURL((url) => url.origin !== origin, { timeout: 15_000, waitUntil: 'commit' }),
  ]);
}

const interactive = new WeakSet<Page | BrowserContext>();
/** Whether a context runs scripts: a test's own option, else what the context was created with. */
const runsScripts = new WeakMap<BrowserContext, boolean>();

function interactivePage(page: Page): Page {
  if (interactive.has(page)) return page;
  interactive.add(page);
  const javaScriptEnabled = () => runsScripts.get(page.context()) ?? true;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.includes('text/html')) {
      await whenInteractive(page, new URL(response.url()).origin, javaScriptEnabled());
    }
    return response;
  };
  page.reload = async (options) => {
    const origin = new URL(page.url()).origin;
    const response = await reload(options);
    await whenInteractive(page, origin, javaScriptEnabled());
    return response;
  };
  return page;
}

function interactiveContext(context: BrowserContext): BrowserContext {
  if (interactive.has(context)) return context;
  interactive.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => interactivePage(await newPage());
  return context;
}

/**
 * Every page a test opens waits for hydration: its own `page`, another tab, another device's context. Every
 * address is on the worker's own site (e2e/support/sites.ts).
 */
export const test = base.extend<object, { browser: Browser; site: SiteUnderTest }>({
  // Playwright reads a fixture's needs from its first parameter, which must be a pattern: here, none.
  // eslint-disable-next-line no-empty-pattern
  site: [async ({}, use, workerInfo) => use(siteUnderTest(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ site }, use) => use(site.baseURL),
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== undefined) runsScripts.set(context, options.javaScriptEnabled);
        return interactiveContext(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    runsScripts.set(context, javaScriptEnabled);
    await use(interactiveContext(context));
  },
  page: async ({ page }, use) => {
    await use(interactivePage(page));
  },
});

/** The site of the test that is running (for helpers that run commands or read files beside it). */
export const currentSite = (): SiteUnderTest => siteUnderTest(test.info().parallelIndex);
