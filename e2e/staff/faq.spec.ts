import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { expect, test } from '../support/test';
import { copy, label, newPage, signedInStaff } from './staff-console';

const category = { slug: 'companies', name: { ar: 'الشركات', en: 'Companies' } };

for (const locale of locales) {
  test(`an editor adds a question in both languages, visitors read it, and withdrawing it takes it off (${locale.code})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const text = copy[locale.code];
    const suffix = randomBytes(3).toString('hex');
    const question = {
      ar: `هل تقدم سكينة تقارير شهرية للشركات رقم ${suffix}؟`,
      en: `Does Sakina send companies monthly reports ${suffix}?`,
    };
    const answer = {
      ar: 'نعم، يتلقى مسؤول الموارد البشرية تقريرًا مجمّعًا لا يكشف هوية أي موظف.',
      en: 'Yes. The HR contact receives an aggregated report that identifies no employee.',
    };

    const { page: editor } = await signedInStaff(browser, locale, 'editor', '/staff/faq');
    await expect(editor.getByRole('heading', { level: 1, name: text.faq.title })).toBeVisible();
    await expectNoAxeViolations(editor);

    const categoryName = category.name[locale.code];
    await editor.getByRole('button', { name: text.faq.addQuestionTo.replace('{{name}}', categoryName) }).click();
    const languages = { ar: text.localized.ar, en: text.localized.en };
    for (const code of ['ar', 'en'] as const) {
      await editor
        .getByRole('textbox', { name: label(languages[code].replace('{{label}}', text.faq.question)) })
        .fill(question[code]);
      await editor
        .getByRole('textbox', { name: label(languages[code].replace('{{label}}', text.faq.answer)) })
        .fill(answer[code]);
    }
    await editor.getByRole('checkbox', { name: label(text.faq.publishedLabel) }).check();
    await editor.getByRole('button', { name: text.faq.addQuestion, exact: true }).click();
    await expect(editor.getByText(text.faq.questionAdded)).toBeVisible();
    await expectNoAxeViolations(editor);

    // Visitors read it on the category's page, in the page's language (server-rendered).
    const visitor = await newPage(browser);
    await visitor.goto(localized(locale, `/faq/${category.slug}`));
    await visitor.getByRole('heading', { name: question[locale.code] }).click();
    const item = visitor.getByRole('group', { name: question[locale.code] });
    await expect(item).toHaveAttribute('open', '');
    await expect(item.getByText(answer[locale.code])).toBeVisible();

    // Withdrawn, it leaves the page.
    await editor.getByRole('button', { name: text.faq.editOf.replace('{{title}}', question[locale.code]) }).click();
    await editor.getByRole('checkbox', { name: label(text.faq.publishedLabel) }).uncheck();
    await editor.getByRole('button', { name: text.faq.save, exact: true }).click();
    await expect(editor.getByText(text.faq.saved)).toBeVisible();
    await expect
      .poll(
        async () => {
          await visitor.goto(localized(locale, `/faq/${category.slug}`));
          return visitor.getByRole('heading', { name: question[locale.code] }).count();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(0);
  });
}
