import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, locales } from '../support/locales';

const text = {
  ar: {
    filters: 'التصفية',
    landmark: 'التصفية',
    family: 'الأسرة والعلاقة الزوجية',
    language: 'اللغة',
    english: 'الإنجليزية',
    videoRadio: 'مكالمة فيديو',
    apply: 'اعرض النتائج',
    search: 'ابحث بالاسم أو التخصص',
    categories: 'فئة المختص',
    therapists: 'الأخصائيون',
  },
  en: {
    filters: 'Filters',
    landmark: 'Filters',
    family: 'Family and marriage',
    language: 'Language',
    english: 'English',
    videoRadio: 'Video',
    apply: 'Show results',
    search: 'Search by name or specialization',
    categories: 'Practitioner category',
    therapists: 'Therapists',
  },
} as const;

const cardHeadings = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
const listedNames = (page: Page) => cardHeadings(page).allTextContents();

/** The number a choice's label ends with: "Anxiety (12)" → 12. */
async function countOf(choice: Locator): Promise<number> {
  const name = (await choice.evaluate((element) => element.closest('label')?.textContent ?? element.textContent))!;
  return Number(/\((\d+)\)\s*$/.exec(name.trim())![1]);
}

/** How many practitioners the page says it found, read from its polite status line. */
async function foundCount(page: Page): Promise<number> {
  const status = (await page.getByRole('main').getByRole('status').textContent())!;
  const digits = /\d+/.exec(status);
  // Arabic says one and two in words.
  return digits ? Number(digits[0]) : /واحد|one/.test(status) ? 1 : /مختصَّين/.test(status) ? 2 : 0;
}

/** The address's value of each named parameter (a form sent without scripts also sends the empty ones). */
const addressParameters = (page: Page, names: string[]) => {
  const params = new URL(page.url()).searchParams;
  return Object.fromEntries(names.map((name) => [name, params.getAll(name).filter(Boolean)]));
};

async function listingsShown(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cardHeadings(page).first()).toBeVisible();
}

for (const locale of locales) {
  const words = text[locale.code];

  test.describe(`directory filters (${locale.code})`, () => {
    test('on a phone, narrows the list by concern, language and channel, each count told before it is chosen', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localized(locale, '/practitioners'));
      await listingsShown(page);
      const everyone = await foundCount(page);
      expect(everyone).toBeGreaterThan(10);

      // The categories scroll sideways in their own row (the page does not), each one whole once scrolled to.
      const categories = page.getByRole('navigation', { name: words.categories });
      for (const link of await categories.getByRole('link').all()) {
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 0.95 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await categories.getByRole('link').first().scrollIntoViewIfNeeded();

      const sheet = page.getByRole('complementary', { name: words.landmark });
      const disclosure = sheet.getByRole('group', { name: new RegExp(`^${words.filters}`) });
      await expect(disclosure).toHaveJSProperty('open', false);
      const family = sheet.getByRole('checkbox', { name: new RegExp(`^${words.family} \\(\\d+\\)$`) });
      await expect(family).toBeHidden();
      await disclosure.locator('summary').click();
      await expect(family).toBeVisible();

      const familyCount = await countOf(family);
      expect(familyCount).toBeGreaterThan(0);
      expect(familyCount).toBeLessThan(everyone);
      await family.check();
      await expect(page).toHaveURL(/[?&]concern=family(&|$)/);
      await expect.poll(() => foundCount(page)).toBe(familyCount);
      await expect(family).toBeChecked();

      const language = sheet.getByRole('combobox', { name: words.language });
      const english = language.getByRole('option', { name: new RegExp(`^${words.english} \\(\\d+\\)$`) });
      const englishCount = await countOf(english);
      expect(englishCount).toBeLessThanOrEqual(familyCount);
      expect(englishCount).toBeGreaterThan(0);
      await language.selectOption('en');
      await expect(page).toHaveURL(/[?&]language=en(&|$)/);
      await expect.poll(() => foundCount(page)).toBe(englishCount);

      const video = sheet.getByRole('radio', { name: new RegExp(`^${words.videoRadio} \\(\\d+\\)$`) });
      const videoCount = await countOf(video);
      expect(videoCount).toBeLessThanOrEqual(englishCount);
      await video.check();
      await expect(page).toHaveURL(/[?&]channel=video(&|$)/);
      await expect.poll(() => foundCount(page)).toBe(videoCount);
      await expect(video).toBeFocused();
      await expect(page).toHaveURL(/\?concern=family&language=en&channel=video$/);
      await expect(disclosure).toHaveAccessibleName(new RegExp(`^${words.filters}`));
      await expectNoAxeViolations(page);

      // A reload (or a shared link) shows the same view, rendered by the server.
      const names = await listedNames(page);
      await page.reload();
      await listingsShown(page);
      expect(await listedNames(page)).toEqual(names);
      await expect(disclosure).toHaveAccessibleName(new RegExp(`^${words.filters} .*3`));
      await disclosure.locator('summary').click();
      await expect(sheet.getByRole('radio', { name: new RegExp(`^${words.videoRadio}`) })).toBeChecked();
    });

    test('the same concept searched in Arabic or English finds the same practitioners', async ({ page }) => {
      const box = page.getByRole('searchbox', { name: words.search });
      const found: { count: number; names: string[] }[] = [];
      for (const query of ['أسرية', 'family', 'مرئية', 'video', 'الإنجليزية', 'English']) {
        await page.goto(localized(locale, '/practitioners'));
        await listingsShown(page);
        await box.fill(query);
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}`));
        await listingsShown(page);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        found.push({ count: await foundCount(page), names: await listedNames(page) });
      }
      const [familyAr, familyEn, videoAr, videoEn, englishAr, englishEn] = found;
      expect(familyAr!.count).toBeGreaterThan(0);
      // Ranked the same way over the same practitioners: the same count, the same first page in the same order.
      expect(familyAr).toEqual(familyEn);
      expect(videoAr).toEqual(videoEn);
      expect(englishAr).toEqual(englishEn);
    });
  });

  test.describe(`directory filters without JavaScript (${locale.code})`, () => {
    test('filter through the GET form and the category links, the server rendering each view', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      try {
        await page.goto(localized(locale, '/practitioners'));
        await expect(cardHeadings(page).first()).toBeVisible();
        const sheet = page.getByRole('complementary', { name: words.landmark });
        await sheet
          .getByRole('group', { name: new RegExp(`^${words.filters}`) })
          .locator('summary')
          .click();

        const family = sheet.getByRole('checkbox', { name: new RegExp(`^${words.family} \\(\\d+\\)$`) });
        await family.check();
        const language = sheet.getByRole('combobox', { name: words.language });
        await language.selectOption('en');
        const englishCount = await countOf(language.getByRole('option', { name: new RegExp(`^${words.english}`) }));
        await sheet.getByRole('button', { name: words.apply }).click();

        await expect(page).toHaveURL(/[?&]language=en(&|$)/);
        // The form names every field; the server answers with the address of the fields filled in only.
        expect(new URL(page.url()).search).not.toMatch(/=(&|$)/);
        expect(addressParameters(page, ['concern', 'language', 'channel'])).toEqual({
          concern: ['family'],
          language: ['en'],
          channel: [],
        });
        await expect(cardHeadings(page).first()).toBeVisible();
        const familyInEnglish = await foundCount(page);
        expect(familyInEnglish).toBeGreaterThan(0);
        // The counts told before were of the family concern alone: the view now holds both, no more than either.
        expect(familyInEnglish).toBeLessThanOrEqual(englishCount);
        await sheet
          .getByRole('group', { name: new RegExp(`^${words.filters}`) })
          .locator('summary')
          .click();
        await expect(sheet.getByRole('checkbox', { name: new RegExp(`^${words.family}`) })).toBeChecked();
        await expect(sheet.getByRole('combobox', { name: words.language })).toHaveValue('en');

        // A category link keeps the filters.
        const therapists = page
          .getByRole('navigation', { name: words.categories })
          .getByRole('link', { name: new RegExp(`^${words.therapists} \\(\\d+\\)$`) });
        const therapistCount = await countOf(therapists);
        await therapists.click();
        await expect(page).toHaveURL(/[?&]category=therapist&concern=family&language=en(&|$)/);
        expect(await foundCount(page)).toBe(therapistCount);
      } finally {
        await context.close();
      }
    });
  });
}
