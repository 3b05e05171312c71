import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { currentSite, expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { needsFullBrowser } from '../support/browsers';
import { commandEnvironment } from '../support/sites';
import { arabicWordsReadRight, lettersBeyond, pdfColourShares, pdfPageTexts } from '../support/pdf-text';

const root = path.resolve(__dirname, '../..');

interface DemoLink {
  language: 'ar' | 'en';
  kind: string;
  code: string;
  url: string;
}

/** What each document shows, from the demo's content, in its own language. */
const expected: Record<'ar' | 'en', Record<string, { title: string; text: string }>> = {
  ar: {
    'consultant-contract': { title: 'عقد المستشار', text: 'خالد عبدالله الشهري' },
    invoice: { title: 'فاتورة', text: 'الإجمالي شامل الضريبة' },
    'laboratory-request': { title: 'طلب تحاليل مخبرية', text: 'تعداد الدم الكامل' },
    'medical-prescription': { title: 'وصفة طبية', text: 'Sertraline' },
    'mental-measurement-result': { title: 'نتيجة المقياس', text: 'قلق خفيف' },
    'radiology-request': { title: 'طلب أشعة', text: 'رنين مغناطيسي للدماغ دون صبغة' },
    'standard-medical-report': { title: 'تقرير طبي', text: 'اضطراب القلق العام بدرجة خفيفة إلى متوسطة.' },
  },
  en: {
    'consultant-contract': { title: 'Consultant contract', text: 'Khalid Abdullah Alshehri' },
    invoice: { title: 'Invoice', text: 'Total with VAT' },
    'laboratory-request': { title: 'Laboratory request', text: 'Complete blood count' },
    'medical-prescription': { title: 'Medical prescription', text: 'Sertraline' },
    'mental-measurement-result': { title: 'Assessment result', text: 'Mild anxiety' },
    'radiology-request': { title: 'Radiology request', text: 'MRI brain without contrast' },
    'standard-medical-report': { title: 'Medical report', text: 'Generalized anxiety disorder, mild to moderate.' },
  },
};

const invalid = {
  ar: { prefix: '', heading: 'هذا الرابط غير صالح', valid: 'صالح: أصدرت المنصة', revoked: 'ملغى: هذا المستند' },
  en: {
    prefix: '/en',
    heading: 'This link is not valid',
    valid: 'Valid: this document',
    revoked: 'Withdrawn: this document',
  },
} as const;

let links: DemoLink[] = [];

test.beforeAll(() => {
  // The README's command, against the server the suite started (it holds the database, so the demo goes through it).
  const output = execFileSync('npm', ['run', '-s', 'documents:demo'], {
    cwd: root,
    env: commandEnvironment(currentSite()),
    encoding: 'utf8',
  });
  links = output
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 4 && parts[3]!.startsWith('http'))
    .map(([language, kind, code, url]) => ({ language: language as 'ar' | 'en', kind: kind!, code: code!, url: url! }));
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The printable width of A4 with the print stylesheet's margins (210 mm − 2 × 12 mm), in CSS pixels. */
const a4PrintableWidth = Math.floor(((210 - 24) / 25.4) * 96);

async function expectFitsA4(page: Page) {
  await page.setViewportSize({ width: a4PrintableWidth, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /Print or save as PDF|اطبع أو احفظ/ })).toBeHidden();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.emulateMedia({ media: 'screen' });
}

test('the demo prints fourteen links: each kind in each language', () => {
  expect(links).toHaveLength(14);
  expect(new Set(links.map((link) => `${link.language}:${link.kind}`)).size).toBe(14);
});

for (const language of ['ar', 'en'] as const) {
  test(`each kind opens from its demo link in ${language}, shows its content, prints within A4 and passes axe`, async ({
    page,
  }) => {
    for (const link of links.filter((entry) => entry.language === language)) {
      const copy = expected[language][link.kind]!;
      const response = await page.goto(pathOf(link.url));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      const sheet = page.getByRole('article', { name: copy.title });
      await expect(sheet.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
      await expect(sheet).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(sheet.getByText(copy.text).first()).toBeVisible();
      if (link.kind !== 'invoice') await expect(sheet.getByText(link.code)).toBeVisible();
      await expect(sheet.getByRole('img').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFitsA4(page);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
}

/** The kinds whose demo content fits one A4 sheet, verification block included. */
const onePage = new Set([
  'invoice',
  'laboratory-request',
  'medical-prescription',
  'radiology-request',
  'standard-medical-report',
]);

/** The site's page background (--color-background), which a printed sheet never shows. */
const pageBackground: [number, number, number] = [0xfa, 0xf7, 0xf2];

for (const language of ['ar', 'en'] as const) {
  test(
    `each kind saved as an A4 PDF with backgrounds: white, searchable, its verification code on a page of its content (${language})`,
    needsFullBrowser,
    async ({ page }) => {
      for (const link of links.filter((entry) => entry.language === language)) {
        await page.goto(pathOf(link.url));
        const sheet = page.getByRole('article', { name: expected[language][link.kind]!.title });
        await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const pdf = await page.pdf({ format: 'A4', printBackground: true });
        const pages = pdfPageTexts(pdf);

        if (onePage.has(link.kind)) expect(pages, link.kind).toHaveLength(1);
        for (const share of pdfColourShares(pdf, pageBackground)) expect(share, link.kind).toBeLessThan(0.005);
        if (link.kind !== 'invoice') {
          const withCode = pages.find((text) => text.includes(link.code));
          expect(withCode, `${link.kind}: the verification code`).toBeDefined();
          // Beyond the header printed on every page and the verification block, that page holds the document's text.
          const frame = [await sheet.locator('header').innerText(), await sheet.locator('footer').innerText()];
          expect(lettersBeyond(withCode!, frame), link.kind).toBeGreaterThan(40);
        }
        if (language === 'ar') {
          const { right, total } = arabicWordsReadRight(pages.join('\n'), await sheet.innerText());
          expect(right / total, `${link.kind}: Arabic words read right`).toBeGreaterThan(0.85);
        }
      }
    },
  );
}

test('a document keeps its own language on the other locale of the site', async ({ page }) => {
  const arabicInvoice = links.find((link) => link.language === 'ar' && link.kind === 'invoice')!;
  await page.goto(`/en${pathOf(arabicInvoice.url)}`);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  const sheet = page.getByRole('article', { name: 'فاتورة' });
  await expect(sheet).toHaveAttribute('dir', 'rtl');
  await expect(sheet.getByRole('cell', { name: 'مكالمة مرئية' })).toBeVisible();
});

test('a document link opens from another site (webmail), which may not fetch the document', async ({
  page,
  request,
}) => {
  const link = links.find((entry) => entry.language === 'en' && entry.kind === 'medical-prescription')!;
  const response = await page.goto(pathOf(link.url), { referer: 'https://mail.example.com/' });
  expect(response?.status()).toBe(200);
  const sheet = page.getByRole('article', { name: expected.en['medical-prescription']!.title });
  await expect(sheet.getByText(expected.en['medical-prescription']!.text).first()).toBeVisible();

  const fetched = await request.get(pathOf(link.url), {
    headers: {
      referer: 'https://mail.example.com/',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
    },
  });
  expect(fetched.status()).toBe(403);
});

for (const language of ['ar', 'en'] as const) {
  test(`a wrong link says so in ${language}, with a 404 and no caching`, async ({ page }) => {
    const link = links.find((entry) => entry.language === language && entry.kind === 'medical-prescription')!;
    const tampered = pathOf(link.url).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const response = await page.goto(`${invalid[language].prefix}${tampered.replace(/^\/en/, '')}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { name: invalid[language].heading })).toBeVisible();
    await expect(page.getByText('Sertraline')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('verification shows a document valid, then revoked once it is revoked, and its link stops working', async ({
  page,
  request,
}) => {
  const link = links.find((entry) => entry.language === 'ar' && entry.kind === 'standard-medical-report')!;
  const code = link.code.replaceAll('-', '');
  for (const language of ['ar', 'en'] as const) {
    await page.goto(`${invalid[language].prefix}/verify/${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(invalid[language].valid)).toBeVisible();
    await expect(page.getByText('سارة')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  const key = fs.readFileSync(path.join(currentSite().dataDirectory, 'documents-service-key'), 'utf8').trim();
  const documentId = new URL(link.url).searchParams.get('token')!.split('.')[0]!;
  const revoked = await request.post(`/api/documents/${documentId}/revoke`, { headers: { 'x-documents-key': key } });
  expect(revoked.status()).toBe(200);

  for (const language of ['ar', 'en'] as const) {
    await page.goto(`${invalid[language].prefix}/verify/${code}`);
    await expect(page.getByText(invalid[language].revoked)).toBeVisible();
  }
  const response = await page.goto(pathOf(link.url));
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: invalid.ar.heading })).toBeVisible();
  await expect(page.getByText('اضطراب القلق العام بدرجة خفيفة إلى متوسطة.')).toHaveCount(0);
});

test('an unknown verification code is a 404 that says so', async ({ page }) => {
  const response = await page.goto('/en/verify/ABCDEFGHJKMN');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('No document has this code.')).toBeVisible();
});
