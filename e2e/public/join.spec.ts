import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, locales } from '../support/locales';

const text = {
  ar: {
    psychologistRole: 'أخصائي نفسي أو معالج نفسي',
    psychologistTitle: 'انضم كأخصائي نفسي',
    share: 'شاركها مع زملائك',
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    requirements: 'المتطلبات',
    apply: 'قدّم الآن',
  },
  en: {
    psychologistRole: 'Psychologist or psychotherapist',
    psychologistTitle: 'Join as a psychologist',
    share: 'Share with colleagues',
    copy: 'Copy link',
    copied: 'Link copied',
    requirements: 'Requirements',
    apply: 'Apply now',
  },
} as const;

for (const locale of locales) {
  const words = text[locale.code];

  test.describe(`join pages (${locale.code})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      // Desktop browsers without Web Share get the copy-link fallback; make sure this one is such a browser.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    });

    test('shares a role page with the copy-link fallback and service links', async ({ page, baseURL }) => {
      await page.goto(localized(locale, '/join-as-practitioner'));
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: words.psychologistRole }).click();

      const roleAddress = `${baseURL}${localized(locale, '/join-as-practitioner/psychologist')}`;
      await expect(page).toHaveURL(roleAddress);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.psychologistTitle);
      await expect(page.getByRole('region', { name: words.requirements }).getByRole('listitem')).toHaveCount(5);

      const share = page.getByRole('region', { name: words.share });
      await share.getByRole('button', { name: words.copy }).click();
      await expect(share.getByRole('status')).toContainText(words.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(roleAddress);

      const encoded = encodeURIComponent(roleAddress);
      const hrefs = await share
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toHaveLength(4);
      expect(hrefs.find((href) => href.startsWith('https://wa.me/'))).toContain(encoded);
      expect(hrefs.find((href) => href.startsWith('https://x.com/'))).toContain(`url=${encoded}`);
      expect(hrefs.find((href) => href.startsWith('https://www.linkedin.com/'))).toContain(`url=${encoded}`);
      expect(hrefs.find((href) => href.startsWith('mailto:'))).toContain(encoded);

      const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        datePosted: '2022-11-11',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Saudi Arabia' },
        url: roleAddress,
      });
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: words.apply }).click();
      await expect(page).toHaveURL(`${baseURL}${localized(locale, '/auth/apply')}`);
    });

    test('every role page has its own job posting', async ({ page }) => {
      for (const role of ['physician', 'psychologist', 'social-worker']) {
        await page.goto(localized(locale, `/join-as-practitioner/${role}`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
        expect(posting['@type']).toBe('JobPosting');
        expect(posting.url).toMatch(new RegExp(`/join-as-practitioner/${role}$`));
      }
    });
  });
}
