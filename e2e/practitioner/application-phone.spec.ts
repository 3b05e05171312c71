// The application's steps on a 390 px phone: what an applicant sees there stays in the screen's width.
import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { registerThroughTheApi } from '../support/api';
import { locales, localized } from '../support/locales';
import { expect, test, type Page } from '../support/test';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const text = {
  ar: {
    cv: /^السيرة الذاتية.*اختر ملفًا$/,
    wrongType: 'يجب أن يكون نوع الملف صورة أو مستندًا مقروءًا. اختر ملفًا بصيغة PDF أو JPG أو PNG أو WebP.',
  },
  en: {
    cv: /^CV.*Choose file$/,
    wrongType: 'The file type must be an image or a readable document. Choose a PDF, JPG, PNG, or WebP file.',
  },
} as const;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const locale of locales) {
  const copy = text[locale.code];

  test(`${locale.code}: on a phone, a file of another type names the accepted types and the form keeps the screen's width`, async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await registerThroughTheApi(
      page.request,
      locale,
      `phone-${randomBytes(4).toString('hex')}@example.com`,
      'Quiet harbour 2026 lantern',
    );
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
    await context.close();
  });
}
