import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, locales } from '../support/locales';

const text = {
  ar: {
    search: 'ابحث بالاسم أو التخصص',
    searchButton: 'بحث',
    physicians: 'الأطباء',
    categories: 'فئة المختص',
    female: 'أنثى',
    sort: 'الترتيب حسب',
    lowestPrice: 'الأقل سعرًا',
    highestPrice: 'الأعلى سعرًا',
    highestRated: 'الأعلى تقييمًا',
    pages: 'صفحات الدليل',
    page: (number: number) => `الصفحة ${number}`,
    next: 'الصفحة التالية',
    licence: 'الترخيص المهني',
    results: 'النتائج',
    filters: 'التصفية',
    oneActive: 'واحد مفعّل',
    count: (count: number) =>
      count === 0
        ? 'لم نجد أي مختص'
        : count === 1
          ? 'وجدنا مختصًا واحدًا'
          : count === 2
            ? 'وجدنا مختصَّين'
            : count % 100 >= 3 && count % 100 <= 10
              ? `وجدنا ${count} مختصين`
              : count % 100 >= 11
                ? `وجدنا ${count} مختصًا`
                : `وجدنا ${count} مختص`,
    verified: 'تم التحقق من التسجيل في',
    notFound: 'الصفحة غير موجودة',
  },
  en: {
    search: 'Search by name or specialization',
    searchButton: 'Search',
    physicians: 'Physicians',
    categories: 'Practitioner category',
    female: 'Female',
    sort: 'Sort by',
    lowestPrice: 'Lowest price',
    highestPrice: 'Highest price',
    highestRated: 'Highest rated',
    pages: 'Directory pages',
    page: (number: number) => `Page ${number}`,
    next: 'Next page',
    licence: 'Licence',
    results: 'Results',
    filters: 'Filters',
    oneActive: '1 active',
    count: (count: number) =>
      count === 0 ? 'No practitioners found' : `${count} ${count === 1 ? 'practitioner' : 'practitioners'} found`,
    verified: 'Registration verified on',
    notFound: 'Page not found',
  },
} as const;

const cardHeadings = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

/** A category's link ("Physicians (16)"), the female choice ("Female (20)"): named with their counts. */
const categoryLink = (page: Page, locale: keyof typeof text) =>
  page
    .getByRole('navigation', { name: text[locale].categories })
    .getByRole('link', { name: new RegExp(`^${text[locale].physicians} \\(\\d+\\)$`) });
const femaleChoice = (page: Page, locale: keyof typeof text) =>
  page.getByRole('radio', { name: new RegExp(`^${text[locale].female} \\(\\d+\\)$`) });

/** Waits until listings (not skeletons) are on screen. */
async function listingsShown(page: Page) {
  // The page arrives rendered; its controls answer once the scripts have hydrated it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cardHeadings(page).first()).toBeVisible();
}

/** Runs a step that asks the API for a new view, and waits until that view's listings are on screen. */
async function changeView(page: Page, step: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      response.request().postDataJSON()?.operationName === 'DirectoryPractitioners',
  );
  await step();
  await answered;
  await listingsShown(page);
}

/** The names on the current page of listings, as a visitor reads them. */
const listedNames = (page: Page) => cardHeadings(page).allTextContents();

async function listedPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('listitem').locator('bdi[dir="ltr"]').allTextContents();
  return texts.map((value) => Number(value.replace(/[^\d]/g, '')));
}

async function listedRatings(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('img', { name: /5/ })
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/(\d+(?:[.٫]\d+)?)/.exec(label)![1]!.replace('٫', '.')));
}

async function search(page: Page, words: string, label: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(words);
  await changeView(page, () => box.press('Enter'));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words)}`));
  return listedNames(page);
}

const sortedAscending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value);
const sortedDescending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! >= value);

for (const locale of locales) {
  const words = text[locale.code];

  test.describe(`directory (${locale.code})`, () => {
    test('finds the same practitioners in Arabic with and without hamza, ta marbuta or alef maqsura', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/practitioners'));
      await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
      await listingsShown(page);

      for (const [withMarks, plain] of [
        ['أحمد', 'احمد'],
        ['إبراهيم', 'ابراهيم'],
        ['آمنة', 'امنه'],
      ] as const) {
        const found = await search(page, withMarks, words.search);
        expect(found.length, `results for ${withMarks}`).toBeGreaterThan(0);
        expect(await search(page, plain, words.search)).toEqual(found);
      }
    });

    test('combines category, gender and sort, and orders prices and ratings', async ({ page }) => {
      await page.goto(localized(locale, '/practitioners'));
      await listingsShown(page);
      const sort = page.getByRole('combobox', { name: words.sort });

      await changeView(page, () => categoryLink(page, locale.code).click());
      await expect(page).toHaveURL(/[?&]category=physician/);
      await changeView(page, () => femaleChoice(page, locale.code).click());
      await expect(page).toHaveURL(/[?&]gender=female/);
      await changeView(page, () => sort.selectOption({ label: words.lowestPrice }));
      await expect(page).toHaveURL(/\?category=physician&gender=female&sort=lowest_price$/);

      const ascending = await listedPrices(page);
      expect(ascending.length).toBeGreaterThan(1);
      expect(sortedAscending(ascending), `prices ${ascending.join(', ')}`).toBe(true);

      await changeView(page, () => sort.selectOption({ label: words.highestPrice }));
      await expect(page).toHaveURL(/sort=highest_price/);
      const descending = await listedPrices(page);
      expect(descending).toEqual([...ascending].sort((a, b) => b - a));

      await changeView(page, () => sort.selectOption({ label: words.highestRated }));
      await expect(page).toHaveURL(/sort=highest_rated/);
      const ratings = await listedRatings(page);
      expect(ratings.length).toBe(ascending.length);
      expect(sortedDescending(ratings), `ratings ${ratings.join(', ')}`).toBe(true);

      // A reload keeps every choice.
      // The page arrives rendered, its listings already in it: no request to wait for.
      await page.reload();
      await listingsShown(page);
      await expect(categoryLink(page, locale.code)).toHaveAttribute('aria-current', 'page');
      await expect(femaleChoice(page, locale.code)).toBeChecked();
      await expect(sort).toHaveValue('highest_rated');
      expect(await listedRatings(page)).toEqual(ratings);
    });

    test('Back undoes one change at a time, and Forward redoes it', async ({ page }) => {
      await page.goto(localized(locale, '/practitioners'));
      await listingsShown(page);
      const physicians = categoryLink(page, locale.code);
      const female = femaleChoice(page, locale.code);
      const sort = page.getByRole('combobox', { name: words.sort });

      await changeView(page, () => physicians.click());
      await changeView(page, () => female.click());
      await changeView(page, () => sort.selectOption({ label: words.lowestPrice }));
      await expect(page).toHaveURL(/\?category=physician&gender=female&sort=lowest_price$/);

      await page.goBack();
      await expect(page).toHaveURL(/\?category=physician&gender=female$/);
      // The default order is sent as nothing.
      await expect(sort).toHaveValue('');
      await expect(female).toBeChecked();
      await page.goBack();
      await expect(page).toHaveURL(/\?category=physician$/);
      await expect(female).not.toBeChecked();
      await expect(physicians).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/practitioners$`));
      await expect(physicians).not.toHaveAttribute('aria-current');

      await page.goForward();
      await expect(page).toHaveURL(/\?category=physician$/);
      await expect(physicians).toHaveAttribute('aria-current', 'page');
    });

    test('keeps the keyboard where the person acted, and announces each new count politely', async ({ page }) => {
      await page.goto(localized(locale, '/practitioners'));
      await listingsShown(page);
      const status = page.getByRole('main').getByRole('status');
      await expect(status).toHaveText(/\d/);
      const everyone = await status.textContent();

      // Enter in the search box: the same box keeps the focus (it is not built anew).
      const box = page.getByRole('searchbox', { name: words.search });
      const boxId = await box.getAttribute('id');
      await box.fill('أحمد');
      await changeView(page, () => box.press('Enter'));
      await expect(box).toBeFocused();
      expect(await box.getAttribute('id')).toBe(boxId);
      const found = await listedNames(page);
      expect(found.length).toBeGreaterThan(0);
      await expect(status).toHaveText(words.count(found.length));

      // The Search button keeps it too.
      // (The full list is still in the cache from the first visit: no request to wait for.)
      await box.fill('');
      await page.getByRole('button', { name: words.searchButton, exact: true }).click();
      await expect(page).not.toHaveURL(/q=/);
      await listingsShown(page);
      await expect(page.getByRole('button', { name: words.searchButton, exact: true })).toBeFocused();
      await expect(status).toHaveText(everyone!);

      // A sort change leaves the focus on the sort.
      const sort = page.getByRole('combobox', { name: words.sort });
      await sort.focus();
      await changeView(page, () => sort.selectOption({ label: words.lowestPrice }));
      await expect(sort).toBeFocused();
      await expect(status).toHaveText(everyone!);

      // A page button takes the person to the start of the new page of results.
      const pages = page.getByRole('navigation', { name: words.pages });
      await pages.getByRole('link', { name: words.page(2) }).focus();
      await changeView(page, () => page.keyboard.press('Enter'));
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(page.getByRole('region', { name: words.results })).toBeFocused();
      await expect(cardHeadings(page).first()).toBeInViewport();
      await expect(status).toHaveText(everyone!);

      // The next Tab goes into the new page's listings, not back to the filters.
      await page.keyboard.press('Tab');
      await expect(cardHeadings(page).first().getByRole('link')).toBeFocused();
    });

    test('on a phone the first practitioner is in the first screen, with the filters behind one disclosure', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(localized(locale, '/practitioners'));
      await listingsShown(page);
      const firstCard = page.getByRole('region', { name: words.results }).getByRole('listitem').first();
      await expect(cardHeadings(page).first()).toBeInViewport({ ratio: 1 });
      await expect(firstCard.getByRole('img', { name: /5/ })).toBeInViewport({ ratio: 1 });
      await expect(firstCard.locator('bdi[dir="ltr"]')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const sort = page.getByRole('combobox', { name: words.sort });
      const filters = page.getByRole('group', { name: new RegExp(`^${words.filters}`) });
      await expect(sort).toBeHidden();
      await expect(filters).toHaveJSProperty('open', false);
      await filters.locator('summary').click();
      await expect(filters).toHaveJSProperty('open', true);
      await expect(sort).toBeVisible();
      await changeView(page, () => femaleChoice(page, locale.code).click());
      await expect(page).toHaveURL(/[?&]gender=female/);
      await expect(filters).toHaveAccessibleName(`${words.filters} ${words.oneActive}`);
      await expect(femaleChoice(page, locale.code)).toBeFocused();
      await expectNoAxeViolations(page);

      // The wide layout shows the choices in a column beside the results, without the toggle.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(filters.locator('summary')).toBeHidden();
      await expect(sort).toBeVisible();
    });

    test('pages forward and back with the browser', async ({ page }) => {
      await page.goto(localized(locale, '/practitioners'));
      await listingsShown(page);
      const firstPage = await listedNames(page);
      expect(firstPage).toHaveLength(10);
      const pages = page.getByRole('navigation', { name: words.pages });
      await expect(pages.getByRole('link', { name: words.page(1) })).toHaveAttribute('aria-current', 'page');

      await changeView(page, () => pages.getByRole('link', { name: words.page(2) }).click());
      await expect(page).toHaveURL(/[?&]page=2$/);
      // The answer can arrive a moment before the list shows it: wait for the names, not only the response.
      const namesAlsoOn = (earlier: string[]) => async () =>
        (await listedNames(page)).filter((name) => earlier.includes(name));
      await expect.poll(namesAlsoOn(firstPage)).toEqual([]);
      const secondPage = await listedNames(page);
      expect(secondPage).toHaveLength(10);

      await changeView(page, () => pages.getByRole('link', { name: words.next }).click());
      await expect(page).toHaveURL(/[?&]page=3$/);
      await expect.poll(namesAlsoOn(secondPage)).toEqual([]);
      const thirdPage = await listedNames(page);

      // Pages already seen come from the cache, so wait for the names rather than for the API.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect.poll(() => listedNames(page)).toEqual(secondPage);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=/);
      await expect.poll(() => listedNames(page)).toEqual(firstPage);
      await page.goForward();
      await page.goForward();
      await expect(page).toHaveURL(/[?&]page=3$/);
      await expect.poll(() => listedNames(page)).toEqual(thirdPage);
      await expect(pages.getByRole('link', { name: words.page(3) })).toHaveAttribute('aria-current', 'page');
    });

    test('Back from a practitioner returns to the same list at the same place', async ({ page }) => {
      await page.goto(localized(locale, '/practitioners?page=2'));
      await listingsShown(page);
      const names = await listedNames(page);
      const lastCard = cardHeadings(page).last();
      await lastCard.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);

      await lastCard.getByRole('link').click();
      await expect(page).toHaveURL(/\/practitioners\/practitioner_\d+$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect.poll(() => listedNames(page)).toEqual(names);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test('opens a practitioner and shows the licence panel', async ({ page }) => {
      await page.goto(localized(locale, '/practitioners'));
      await listingsShown(page);
      await expectNoAxeViolations(page);

      const firstCard = cardHeadings(page).first();
      const name = (await firstCard.textContent())!;
      await firstCard.getByRole('link').click();

      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/practitioners/practitioner_\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const licence = page.getByRole('region', { name: words.licence });
      await expect(licence).toBeVisible();
      await expect(licence).toContainText(words.verified);
      await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const structuredData = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(structuredData['@context']).toBe('https://schema.org');
      expect(structuredData.name).toBe(name);
      await expectNoAxeViolations(page);
    });

    test('an unknown or malformed practitioner address is a 404', async ({ page }) => {
      for (const path of [
        '/practitioners/practitioner_999999',
        '/practitioners/doctor_1',
        '/practitioners/practitioner_x',
      ]) {
        await page.goto(localized(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(words.notFound);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(path);
      }
    });
  });
}
