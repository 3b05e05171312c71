import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';

const text = {
  ar: {
    blog: 'المدونة',
    news: 'الأخبار',
    searchBlog: 'ابحث في المدونة',
    search: 'بحث',
    topic: 'الموضوع',
    sleepTag: 'النوم',
    screenQuery: 'الشاشات',
    screensArticle: 'الشاشات في البيت: كيف نصل إلى توازن؟',
    sleepArticle: 'خمس عادات بسيطة لنوم أفضل',
    blogPages: 'صفحات المدونة',
    page: (number: number) => `الصفحة ${number}`,
    topics: 'المواضيع',
    related: 'مقالات ذات صلة',
    latestNews: 'آخر الأخبار',
    noResults: 'لا توجد نتائج لبحثك، جرّب شيئًا مختلفًا',
    notFound: 'الصفحة غير موجودة',
    noSuchPage: { blog: 'لا توجد صفحة 99 من المقالات', news: 'لا توجد صفحة 99 من الأخبار' },
    firstPage: 'اذهب إلى الصفحة الأولى',
  },
  en: {
    blog: 'Blog',
    news: 'News',
    searchBlog: 'Search the blog',
    search: 'Search',
    topic: 'Topic',
    sleepTag: 'Sleep',
    screenQuery: 'screen',
    screensArticle: 'Screens at home: finding a balance',
    sleepArticle: 'Five simple habits for better sleep',
    blogPages: 'Blog pages',
    page: (number: number) => `Page ${number}`,
    topics: 'Topics',
    related: 'Related articles',
    latestNews: 'Latest news',
    noResults: 'No results for your search, try something different',
    notFound: 'Page not found',
    noSuchPage: { blog: 'There is no page 99 of articles', news: 'There is no page 99 of news items' },
    firstPage: 'Go to the first page',
  },
} as const;

/** The article cards of a list page, by their titles. */
function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

for (const locale of locales) {
  const t = text[locale.code];

  test.describe(`blog and news (${locale.code})`, () => {
    test('searches the blog by text and by topic, and the URL keeps the view', async ({ page }) => {
      await page.goto(localized(locale, '/blog'));
      await expect(page.getByRole('heading', { level: 1, name: t.blog })).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(10);

      await page.getByRole('searchbox', { name: t.searchBlog }).fill(t.screenQuery);
      await page.getByRole('search').getByRole('button', { name: t.search }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/blog')}\\?q=`));
      await expect(page.getByRole('link', { name: t.sleepArticle })).toBeVisible();
      await expect(page.getByRole('link', { name: t.screensArticle })).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(3);

      await page.getByRole('combobox', { name: t.topic }).selectOption({ label: t.sleepTag });
      await expect(page).toHaveURL(/tag=sleep/);
      await expect(page).toHaveURL(/q=/);
      await expect(cardTitles(page)).toHaveCount(2);
      await expect(page.getByRole('link', { name: t.screensArticle })).toHaveCount(0);
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        await expect(card.getByRole('list', { name: t.topics }).getByText(t.sleepTag, { exact: true })).toBeVisible();
      }

      // One Back undoes the topic and keeps the search; Forward chooses it again.
      await page.goBack();
      await expect(page).not.toHaveURL(/tag=/);
      await expect(page.getByRole('combobox', { name: t.topic })).toHaveValue('');
      await expect(cardTitles(page)).toHaveCount(3);
      await page.goForward();
      await expect(page).toHaveURL(/tag=sleep/);
      await expect(cardTitles(page)).toHaveCount(2);

      // A shared link opens the same view.
      const shared = page.url();
      const other = await page.context().newPage();
      await other.goto(shared);
      await expect(other.getByRole('searchbox', { name: t.searchBlog })).toHaveValue(t.screenQuery);
      await expect(other.getByRole('combobox', { name: t.topic })).toHaveValue('sleep');
      await expect(other.getByRole('link', { name: t.sleepArticle })).toBeVisible();
      await other.close();

      // Enter searches and the same box keeps the focus.
      const box = page.getByRole('searchbox', { name: t.searchBlog });
      await box.fill('xyzzy-nothing');
      await box.press('Enter');
      await expect(page.getByRole('heading', { name: t.noResults })).toBeVisible();
      await expect(box).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('pages to page 2 and back with the browser', async ({ page }) => {
      await page.goto(localized(locale, '/blog'));
      const firstTitle = await cardTitles(page).first().textContent();
      const pages = page.getByRole('navigation', { name: t.blogPages });
      await expect(pages.getByRole('link', { name: t.page(1) })).toHaveAttribute('aria-current', 'page');

      await pages.getByRole('link', { name: t.page(2) }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(pages.getByRole('link', { name: t.page(2) })).toHaveAttribute('aria-current', 'page');
      await expect(cardTitles(page).first()).not.toHaveText(firstTitle ?? '');
      const secondPageTitle = await cardTitles(page).first().textContent();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/blog')}$`));
      await expect(cardTitles(page).first()).toHaveText(firstTitle ?? '');

      await page.goForward();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(cardTitles(page).first()).toHaveText(secondPageTitle ?? '');
      await page.reload();
      await expect(cardTitles(page).first()).toHaveText(secondPageTitle ?? '');
      await expectNoAxeViolations(page);
    });

    test('opens an article, follows its topic, then opens a related article', async ({ page }) => {
      await page.goto(localized(locale, '/blog?tag=sleep'));
      const first = cardTitles(page).first().getByRole('link');
      const title = (await first.textContent()) ?? '';
      await first.click();

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[?()]/g, '\\$&')} \\| ${locale.brand}$`));
      await expect(page.locator('article time')).toBeVisible();
      await expect(page.getByRole('list', { name: t.topics }).getByRole('link', { name: t.sleepTag })).toHaveAttribute(
        'href',
        localized(locale, '/blog?tag=sleep'),
      );
      await expectNoAxeViolations(page);

      const related = page.getByRole('region', { name: t.related }).getByRole('link').first();
      const relatedTitle = (await related.textContent()) ?? '';
      await related.click();
      await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
      expect(relatedTitle).not.toBe(title);

      const topic = page.getByRole('list', { name: t.topics }).getByRole('link').first();
      const topicName = (await topic.textContent()) ?? '';
      await topic.click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/blog')}\\?tag=[a-z-]+$`));
      await expect(page.getByRole('combobox', { name: t.topic }).locator('option:checked')).toHaveText(topicName);
    });

    test('an unknown article id shows the 404 page with its path', async ({ page }) => {
      await page.goto(localized(locale, '/blog/no-such-article'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`${t.notFound}\\s*${localized(locale, '/blog/no-such-article')}`),
      );
      await page.goto(localized(locale, '/news/no-such-news'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(t.notFound));
    });

    test('lists the news and shows the latest news article', async ({ page }) => {
      await page.goto(localized(locale, '/news'));
      await expect(page.getByRole('heading', { level: 1, name: t.news })).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(10);
      const newest = (await cardTitles(page).first().textContent()) ?? '';
      await expectNoAxeViolations(page);

      await page.goto(localized(locale, '/news/single'));
      await expect(page.getByText(t.latestNews, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: newest })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const kind of ['blog', 'news'] as const) {
      test(`a ${kind} page past the end says so, links to the first page and answers 404`, async ({ page }) => {
        const response = await page.goto(localized(locale, `/${kind}?page=99`));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: t.noSuchPage[kind] })).toBeVisible();
        await page.getByRole('link', { name: t.firstPage }).click();
        await expect(page).toHaveURL(new RegExp(`${localized(locale, `/${kind}`)}$`));
        await expect(cardTitles(page).first()).toBeVisible();
      });
    }
  });
}
