import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';

const text = {
  ar: {
    faq: 'الأسئلة الشائعة',
    searchLabel: 'ابحث في كل الأسئلة',
    search: 'بحث',
    topics: 'المواضيع',
    payments: 'الدفع والاسترداد',
    // Typed without the hamza: the server folds letter forms, so it still finds «إلغاء».
    query: 'الغاء الجلسة',
    question: 'هل يمكنني إلغاء الجلسة واسترداد المبلغ؟',
    noResults: 'لا توجد نتائج لبحثك، جرّب شيئًا مختلفًا',
    contact: 'تواصل معنا',
    notFound: 'الصفحة غير موجودة',
  },
  en: {
    faq: 'Frequently asked questions',
    searchLabel: 'Search all questions',
    search: 'Search',
    topics: 'Topics',
    payments: 'Payments and refunds',
    query: 'cancel refund',
    question: 'Can I cancel a session and get a refund?',
    noResults: 'No results for your search, try something different',
    contact: 'Contact us',
    notFound: 'Page not found',
  },
} as const;

for (const locale of locales) {
  const t = text[locale.code];

  test.describe(`FAQ (${locale.code})`, () => {
    test('browses categories and opens a question in the accordion', async ({ page }) => {
      await page.goto(localized(locale, '/faq'));
      await expect(page.getByRole('heading', { level: 1, name: t.faq })).toBeVisible();
      const question = page.getByRole('heading', { name: t.question });
      const item = page.getByRole('group', { name: t.question });
      await expect(item).not.toHaveAttribute('open');
      // By the keyboard: the question's summary takes the focus and Enter unfolds it, in either direction.
      await item.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(item).toHaveAttribute('open', '');
      await expectNoAxeViolations(page);
      await question.click();
      await expect(item).not.toHaveAttribute('open');

      await page.getByRole('navigation', { name: t.topics }).getByRole('link', { name: t.payments }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/faq/payments-and-refunds')}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.payments })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: t.topics }).getByRole('link', { name: t.payments }),
      ).toHaveAttribute('aria-current', 'page');
      await page.getByRole('heading', { name: t.question }).click();
      await expect(page.getByRole('group', { name: t.question })).toHaveAttribute('open', '');
      await expectNoAxeViolations(page);
    });

    test('searches across all categories', async ({ page }) => {
      await page.goto(localized(locale, '/faq/payments-and-refunds'));
      await page.getByRole('searchbox', { name: t.searchLabel }).fill(t.query);
      await page.getByRole('search').getByRole('button', { name: t.search }).click();

      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/faq')}\\?q=`));
      const question = page.getByRole('heading', { name: t.question });
      await expect(question).toBeVisible();
      await question.click();
      await expect(page.getByRole('group', { name: t.question })).toHaveAttribute('open', '');
      await expectNoAxeViolations(page);
    });

    test('a search that finds nothing says so and leads to the contact form', async ({ page }) => {
      await page.goto(localized(locale, '/faq'));
      const box = page.getByRole('searchbox', { name: t.searchLabel });
      await box.fill('xyzzy qwerty');
      await box.press('Enter');

      await expect(page.getByRole('heading', { name: t.noResults })).toBeVisible();
      // The same box keeps the focus, and the count is read out from the page's one live region.
      await expect(box).toBeFocused();
      await expect(page.getByRole('main').getByRole('status')).toContainText('xyzzy qwerty');
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByRole('link', { name: t.contact }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/contact')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goBack();
      await expect(page.getByRole('searchbox', { name: t.searchLabel })).toHaveValue('xyzzy qwerty');
    });

    test('an unknown category shows the 404 page', async ({ page }) => {
      await page.goto(localized(locale, '/faq/no-such-topic'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`${t.notFound}\\s*${localized(locale, '/faq/no-such-topic')}`),
      );
    });
  });
}
