// The application's steps on a 390 px phone: what an applicant sees there stays in the screen's width.
import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { registerThroughTheApi } from '../support/api';
import { locales, localized, type LocaleCase } from '../support/locales';
import type { Browser } from '@playwright/test';
import { expect, test, type Locator, type Page } from '../support/test';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const text = {
  ar: {
    jobType: /^نوع الوظيفة/,
    specialization: /^التخصص/,
    classificationLevel: /^درجة التصنيف/,
    languages: /^اللغات التي تتحدثها/,
    cv: /^السيرة الذاتية.*اختر ملفًا$/,
    wrongType: 'يجب أن يكون نوع الملف صورة أو مستندًا مقروءًا. اختر ملفًا بصيغة PDF أو JPG أو PNG أو WebP.',
  },
  en: {
    jobType: /^Job type/,
    specialization: /^Specialization/,
    classificationLevel: /^Classification level/,
    languages: /^Languages you speak/,
    cv: /^CV.*Choose file$/,
    wrongType: 'The file type must be an image or a readable document. Choose a PDF, JPG, PNG, or WebP file.',
  },
} as const;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A new applicant's page on a phone, signed in with a confirmed address. */
async function applicantOnPhone(browser: Browser, locale: LocaleCase): Promise<Page> {
  const page = await (await browser.newContext(phone)).newPage();
  await registerThroughTheApi(
    page.request,
    locale,
    `phone-${randomBytes(4).toString('hex')}@example.com`,
    'Quiet harbour 2026 lantern',
  );
  return page;
}

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

for (const locale of locales) {
  const copy = text[locale.code];

  test(`${locale.code}: on a phone, a file of another type names the accepted types and the form keeps the screen's width`, async ({
    browser,
  }) => {
    const page = await applicantOnPhone(browser, locale);
    await page.goto(localized(locale, '/auth/application?step=attachments'));

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: copy.cv }).click(),
    ]);
    await chooser.setFiles({
      name: 'curriculum-vitae-final-version-2026.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK not a readable document here'),
    });

    await expect(page.getByText(copy.wrongType)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test(`${locale.code}: on a phone, the professional step asks the job type before what depends on it and lays long lists in columns`, async ({
    browser,
  }) => {
    const page = await applicantOnPhone(browser, locale);
    await page.goto(localized(locale, '/auth/application?step=professional'));

    const jobType = page.getByRole('radiogroup', { name: copy.jobType });
    await expect(jobType).toBeVisible();
    for (const dependent of [copy.specialization, copy.classificationLevel])
      expect(await top(jobType)).toBeLessThan(await top(page.getByRole('combobox', { name: dependent })));

    // Ten languages in two columns: the second choice sits beside the first, not under it.
    const languages = page.getByRole('group', { name: copy.languages }).getByRole('checkbox');
    await expect(languages).toHaveCount(10);
    expect(await top(languages.nth(1))).toBe(await top(languages.nth(0)));
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
