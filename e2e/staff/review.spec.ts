import { randomBytes } from 'node:crypto';
import { validProfessionalInformation } from '../../shared/src/validation';
import { submittedApplicant } from './applicants';
import { expectNoAxeViolations } from '../support/axe';
import { needsFullBrowser } from '../support/browsers';
import { locales, localized, type LocaleCase } from '../support/locales';
import { expect, test } from '../support/test';
import { copy, createStaff, label, newPage, setUp, signedInStaff, signIn } from './staff-console';

for (const [index, locale] of locales.entries()) {
  test(
    `a reviewer claims an application, views its documents in the page and rejects it; a second decision is refused; the admin finds it in the audit trail (${locale.code})`,
    needsFullBrowser,
    async ({ browser }) => {
      test.setTimeout(360_000);
      const text = copy[locale.code];
      const suffix = randomBytes(3).toString('hex');
      const applicantEmail = `applicant-${suffix}@example.com`;
      const reviewerEmail = `reviewer-${suffix}@sakina.example`;
      const registrationNumber = validProfessionalInformation().sfhscRegistrationNumber;

      const applicant = await newPage(browser);
      await submittedApplicant(
        applicant.request,
        locale,
        applicantEmail,
        `0557${String(Date.now() % 100_000).padStart(5, '0')}${index}`.slice(0, 10),
      );

      const reviewer = await newPage(browser);
      const reviewerCodes = await setUp(reviewer, locale, await createStaff(reviewerEmail, 'reviewer'));
      await signIn(reviewer, locale, reviewerEmail, reviewerCodes, '/staff');
      await expect(reviewer.getByRole('heading', { level: 1, name: text.queue.title })).toBeVisible();
      await expectNoAxeViolations(reviewer);

      const { page: admin } = await signedInStaff(browser, locale, 'admin', '/staff');

      // The reviewer finds the application by the applicant's registration number and opens it.
      const search = reviewer.getByRole('search', { name: text.queue.filters });
      await search.getByRole('searchbox', { name: label(text.queue.search) }).fill(registrationNumber);
      await search.getByRole('button', { name: text.common.apply }).click();
      const queue = reviewer.getByRole('table', { name: text.queue.caption });
      const newest = queue.getByRole('row').last();
      await newest.getByRole('link').click();
      await expect(reviewer.getByRole('heading', { level: 1, name: text.detail.title })).toBeVisible();
      const applicationUrl = new URL(reviewer.url()).pathname;

      // The admin has the same application open, at the version before the claim.
      await admin.goto(applicationUrl);
      await expect(admin.getByRole('region', { name: text.detail.decisionTitle })).toBeVisible();

      const decision = reviewer.getByRole('region', { name: text.detail.decisionTitle });
      await decision.getByRole('button', { name: text.detail.claim }).click();
      await expect(decision.getByText(text.detail.claimed)).toBeVisible();

      // Each file is shown in the page, through the API's authorized route.
      const identityName = text.detail.documentLabel
        .replace('{{kind}}', text.documentKinds.IDENTITY)
        .replace('{{file}}', 'iqama.png');
      const identity = reviewer.getByRole('img', { name: identityName });
      await expect(identity).toBeVisible();
      await expect(identity).toHaveAttribute('src', /^\/files\/staff\/application-documents\//);
      await expect.poll(() => identity.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const registrationName = text.detail.documentLabel
        .replace('{{kind}}', text.documentKinds.CLASSIFICATION)
        .replace('{{file}}', 'scfhs-classification.pdf');
      const certificate = reviewer.locator(`iframe[title="${registrationName}"]`);
      await expect(certificate).toBeVisible();
      const certificateAnswer = await reviewer.request.get((await certificate.getAttribute('src'))!);
      expect(certificateAnswer.status()).toBe(200);
      expect(certificateAnswer.headers()['content-type']).toContain('application/pdf');
      expect(certificateAnswer.headers()['content-disposition']).toMatch(/^inline;/);
      expect(certificateAnswer.headers()['cache-control']).toContain('no-store');
      // Chromium's viewer holds the PDF sent inline (an attachment leaves the frame an empty HTML page).
      await expect
        .poll(() =>
          certificate
            .contentFrame()
            .locator(':root')
            .evaluate(() => document.contentType),
        )
        .toBe('application/pdf');
      // Beside it, a link saves the file.
      const download = reviewer.getByRole('link', {
        name: text.detail.downloadDocument.replace('{{file}}', 'scfhs-classification.pdf'),
      });
      const [saved] = await Promise.all([reviewer.waitForEvent('download'), download.click()]);
      expect(saved.suggestedFilename()).toBe('scfhs-classification.pdf');
      await expectNoAxeViolations(reviewer);

      // Rejected with a prepared reason and a note.
      const reasonText = readReason(locale);
      await decision.getByRole('combobox', { name: label(text.detail.reason) }).selectOption('DOCUMENT_UNREADABLE');
      await decision.getByRole('textbox', { name: label(text.detail.note) }).fill('The iqama picture is blurred.');
      await decision.getByRole('button', { name: text.detail.reject }).click();
      // The applicant is mailed at once: a confirmation first, which Escape leaves without sending anything.
      const confirmation = reviewer.getByRole('dialog', { name: text.detail.rejectConfirmTitle });
      await expect(confirmation).toBeVisible();
      await expectNoAxeViolations(reviewer);
      await reviewer.keyboard.press('Escape');
      await expect(confirmation).toBeHidden();
      await expect(decision.getByRole('button', { name: text.detail.reject })).toBeFocused();
      await expect(decision.getByText(text.detail.rejected)).toBeHidden();
      await decision.getByRole('button', { name: text.detail.reject }).press('Enter');
      await confirmation.getByRole('button', { name: text.detail.rejectConfirm }).press('Enter');
      await expect(decision.getByText(text.detail.rejected)).toBeVisible();

      // The admin, still on the version opened before, is refused.
      const adminDecision = admin.getByRole('region', { name: text.detail.decisionTitle });
      await adminDecision.getByRole('button', { name: text.detail.claim }).click();
      await expect(adminDecision.getByRole('alert')).toHaveText(
        new RegExp(`${text.errors.STAFF_VERSION_CONFLICT}|${text.errors.APP_APPLICATION_NOT_SUBMITTED}`),
      );

      // The applicant's status page shows the reason, in the page's language whichever the applicant registered in;
      // the reviewer's note stays as written.
      await applicant.goto(localized(locale, '/auth/status'));
      await expect(applicant.getByText(reasonText, { exact: false })).toBeVisible();
      const otherLocale = locales[1 - index]!;
      await applicant.goto(localized(otherLocale, '/auth/status'));
      await expect(applicant.getByText(readReason(otherLocale), { exact: false })).toBeVisible();
      await expect(applicant.getByText('The iqama picture is blurred.', { exact: false })).toBeVisible();

      // The admin finds the reviewer's actions in the audit trail.
      await admin.goto(localized(locale, '/staff/audit'));
      await admin.getByRole('combobox', { name: label(text.audit.person) }).selectOption({ label: reviewerEmail });
      await admin.getByRole('button', { name: text.common.apply }).click();
      const trail = admin.getByRole('table', { name: text.audit.caption });
      for (const action of [
        'APPLICATION_REJECTED',
        'DOCUMENT_VIEWED',
        'APPLICATION_CLAIMED',
        'APPLICATION_VIEWED',
      ] as const) {
        await expect(trail.getByRole('row', { name: new RegExp(text.actions[action]) }).first()).toBeVisible();
      }
    },
  );
}

/** The prepared reason as the applicant reads it (shared/src/vocabulary/rejection-reasons.ts). */
function readReason(locale: LocaleCase): string {
  return locale.code === 'ar'
    ? 'أحد المستندات المرفوعة غير مقروء. ارفع نسخة أو صورة واضحة منه.'
    : 'One of the uploaded documents cannot be read. Upload a clear scan or photo of it.';
}
