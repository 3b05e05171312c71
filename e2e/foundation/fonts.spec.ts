import type { CDPSession } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { localized, locales } from '../support/locales';

/**
 * A first visit on a phone's network: nothing cached, every request 150 ms away and about 1.6 Mbit/s (Lighthouse's
 * slow 4G). The page's heading must paint in the site's font: in bold, a face that waits for its file rather than
 * painting the system's bold (the regular and medium faces never swap once painted, so what the heading shows when
 * the page has loaded is what it first painted).
 */
async function openOnSlowNetwork(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return { cdp, fonts };
}

/** The fonts Chromium drew a node's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(cdp: CDPSession, selector: string) {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

for (const locale of locales) {
  test(`${locale.code}: the about page's heading paints in IBM Plex Sans Arabic bold, not the system's bold`, async ({
    page,
  }) => {
    const { cdp, fonts } = await openOnSlowNetwork(page, localized(locale, '/about'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await renderedFonts(cdp, 'h1')).toEqual([{ familyName: 'IBM Plex Sans Arabic', isCustomFont: true }]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontWeight)).toBe('700');

    // The page's text comes from the subsets alone: no full file of the family was needed.
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !/\/plex-arabic-(arabic|latin)-\d00\.subset\.[\w]+\.woff2$/.test(font))).toEqual([]);
  });
}

test('a character no subset holds still comes from the family, from its full file', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  // Persian letters (پ, گ) and names' ı, ç and Š: what an article or a practitioner's name may hold.
  const text = 'پگ Kılıç Šime';
  // In bold, as in a heading: regular and medium are `optional`, and a face that missed the first paint keeps the
  // system's font for the rest of the page, so text added later would not show the family's full files.
  const loaded = await page.evaluate(async (line) => {
    const faces = await document.fonts.load('700 16px "IBM Plex Sans Arabic"', line);
    const paragraph = document.createElement('p');
    paragraph.id = 'outside-the-subsets';
    paragraph.style.fontWeight = '700';
    paragraph.textContent = line;
    document.querySelector('main')!.prepend(paragraph);
    return faces.length;
  }, text);
  expect(loaded).toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => (await renderedFonts(cdp, '#outside-the-subsets')).every((font) => font.isCustomFont))
    .toBe(true);
  expect(requested.some((font) => font.includes('ibm-plex-sans-arabic-arabic-700-normal'))).toBe(true);
  expect(requested.some((font) => font.includes('ibm-plex-sans-arabic-latin-ext-700-normal'))).toBe(true);
});
