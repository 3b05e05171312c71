import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { currentSite, expect, test, type Locator, type Page } from '../support/test';
import applicationAr from '../../mfe-practitioner/src/i18n/ar/application.json';
import applicationEn from '../../mfe-practitioner/src/i18n/en/application.json';
import { applicationOptionLabels } from '../../shared/src/vocabulary';
import validationAr from '../../shared/src/validation/locales/ar.json';
import validationEn from '../../shared/src/validation/locales/en.json';
import { commandEnvironment } from '../support/sites';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized, type LocaleCase } from '../support/locales';
import { readOutbox } from '../support/outbox';
import { registerThroughTheApi } from '../support/api';
import { signedInStaff, staffApiToken } from '../staff/staff-console';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

const copy = {
  ar: {
    app: { ...applicationAr.application, options: applicationOptionLabels.ar },
    messages: validationAr,
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    summary: 'يرجى تصحيح ما يلي',
    applicationTitle: 'طلب الانضمام',
    uploaded: 'تم الرفع',
    chooseFile: 'اختر ملفًا',
    replace: 'استبدال',
    optional: '(اختياري)',
    signOut: 'تسجيل الخروج',
    homeLink: 'الصفحة الرئيسية لسكينة',
  },
  en: {
    app: { ...applicationEn.application, options: applicationOptionLabels.en },
    messages: validationEn,
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    summary: 'Please correct the following',
    applicationTitle: 'Your application',
    uploaded: 'Uploaded',
    chooseFile: 'Choose file',
    replace: 'Replace',
    optional: '(optional)',
    signOut: 'Sign out',
    homeLink: 'Sakina home page',
  },
} as const;

/** Realistic answers per locale: each applicant needs their own national ID and mobile number. */
const applicant = {
  ar: { idDigits: '108765432', mobileArabic: '٠٥٥١٢٣٤٥٦٧' },
  en: { idDigits: '212345678', mobileArabic: '٠٥٥٩٨٧٦٥٤٣' },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label, which may end with the required mark (*) or the optional note. */
function field(page: Page, label: string, optional = ''): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*(\\*|${escapeRegExp(optional || '(optional)')})?$`));
}

/** The phone input's number field (its country picker shares the label through a group). */
const mobileField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Picks a file the way a person does: the field's button opens the file chooser. */
async function chooseFile(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(fixture(file));
}

/** The "Choose file" button of an empty upload field, named by the field's label. */
const chooseButton = (page: Page, locale: LocaleCase, label: string) =>
  page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(label)}.*${escapeRegExp(copy[locale.code].chooseFile)}$`),
  });

/** The Saudi ID check digit (Luhn over ten digits), as a person building test data would compute it. */
function withCheckDigit(nineDigits: string): string {
  for (let last = 0; last <= 9; last += 1) {
    const digits = `${nineDigits}${last}`;
    const total = [...digits].reduce((sum, digit, index) => {
      const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
      return sum + (value > 9 ? value - 9 : value);
    }, 0);
    if (total % 10 === 0) return digits;
  }
  throw new Error('no check digit');
}

const toArabicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

function isoDate(yearsFromNow: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() + yearsFromNow, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const pathOf = (locale: LocaleCase, route: string) =>
  new RegExp(`^[^?]*${escapeRegExp(localized(locale, route))}(\\?.*)?$`);

/** `npm run review` as a staff member with their API token, against the server under test (same DATA_DIR and port). */
async function reviewCommand(token: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'review', '--', ...args], {
    cwd: root,
    env: { ...commandEnvironment(currentSite()), SAKINA_STAFF_TOKEN: token },
    timeout: 120_000,
  });
  return stdout;
}

/** An applicant who has just confirmed the address: the application's first step. */
async function registerAndConfirm(page: Page, locale: LocaleCase, email: string, password: string) {
  await registerThroughTheApi(page.request, locale, email, password);
  await page.goto(localized(locale, '/auth/application'));
  await expect(page).toHaveURL(pathOf(locale, '/auth/application'));
}

const summaryLinks = (page: Page, locale: LocaleCase) =>
  page.getByRole('alert', { name: copy[locale.code].summary }).getByRole('link');

for (const locale of locales) {
  const text = copy[locale.code];
  const app = text.app;
  const message = text.messages;

  test(`${locale.code}: what an applicant typed survives a reload, asks before leaving by a link or a reload, and goes with sign-out`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `draft.${locale.code}.${Date.now()}@example.com`;
    await registerAndConfirm(page, locale, email, 'Sakina2024pass');
    await expect(page.getByRole('heading', { level: 2, name: app.steps.personal })).toBeVisible();
    const leaveAsks = () =>
      page.evaluate(() => {
        const leaving = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(leaving);
        return leaving.defaultPrevented;
      });
    expect(await leaveAsks()).toBe(false);

    await field(page, app.personal.fullNameEn).fill('Sara Alotaibi');
    await field(page, app.personal.city).fill('Riyadh');
    await page.getByRole('radio', { name: app.options.gender.female, exact: true }).check();
    expect(await leaveAsks()).toBe(true);

    // A link inside the site asks too; staying keeps the page and everything typed on it.
    await page.getByRole('link', { name: text.homeLink }).click();
    const leave = page.getByRole('dialog', { name: app.leaveDialog.title });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: app.leaveDialog.stay }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(pathOf(locale, '/auth/application'));
    await expect(field(page, app.personal.city)).toHaveValue('Riyadh');

    // The browser's own "leave the page?" question: the person confirms the reload.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: app.steps.personal })).toBeVisible();
    await expect(field(page, app.personal.fullNameEn)).toHaveValue('Sara Alotaibi');
    await expect(field(page, app.personal.city)).toHaveValue('Riyadh');
    await expect(page.getByRole('radio', { name: app.options.gender.female, exact: true })).toBeChecked();
    expect(await leaveAsks()).toBe(true);

    // Signing out leaves nothing of it in the browser.
    await page.getByRole('button', { name: text.signOut }).click();
    await expect(page).toHaveURL(pathOf(locale, '/auth/login'));
    expect(await page.evaluate(() => sessionStorage.getItem('sakina.application-draft'))).toBeNull();
  });

  test(`${locale.code}: a practitioner applies in four steps, is rejected with a reason, resubmits and is accepted`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(420_000);
    const email = `applicant.${locale.code}.${Date.now()}@example.com`;
    const password = 'Sakina2024pass';
    const nationalId = withCheckDigit(applicant[locale.code].idDigits);

    await registerAndConfirm(page, locale, email, password);
    await expect(page.getByRole('heading', { level: 1, name: text.applicationTitle })).toBeVisible();
    await expect(page.getByRole('navigation', { name: app.steps.label })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: app.steps.personal })).toBeVisible();

    // Step 1: every field is required; each rule rejects a bad value with its message.
    await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(summaryLinks(page, locale).first()).toHaveText(message.required);
    await expect(page.getByRole('alert', { name: text.summary })).toBeFocused();

    await field(page, app.personal.fullNameAr).fill('Sara Alotaibi');
    await field(page, app.personal.fullNameEn).fill('سارة العتيبي');
    await field(page, app.personal.nationalId).fill(`${nationalId.slice(0, 9)}${(Number(nationalId[9]) + 1) % 10}`);
    await field(page, app.personal.birthDate).fill(isoDate(-17));
    await page.getByRole('radio', { name: app.options.gender.female, exact: true }).check();
    await field(page, app.personal.nationality).selectOption('SA');
    await mobileField(page, app.personal.mobile).fill('0501');
    await field(page, app.personal.country).selectOption('SA');
    await field(page, app.personal.city).fill(locale.code === 'ar' ? 'الرياض' : 'Riyadh');
    await field(page, app.personal.bioAr).fill('Clinical psychologist working with adults on anxiety and depression.');
    await field(page, app.personal.bioEn).fill('أخصائية نفسية إكلينيكية أعمل مع البالغين في علاج القلق والاكتئاب.');
    await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(summaryLinks(page, locale)).toHaveText([
      message.name_arabic_letters_only,
      message.name_english_letters_only,
      message.national_id_invalid,
      message.age_too_young,
      message.phone_too_short,
      message.bio_arabic_only,
      message.bio_english_only,
    ]);
    await expect(field(page, app.personal.nationalId)).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(message.national_id_invalid)),
    );
    await field(page, app.personal.nationalId).fill('3000000000');
    await field(page, app.personal.birthDate).fill(isoDate(0, 3));
    await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(summaryLinks(page, locale)).toContainText([message.national_id_prefix, message.birth_date_future]);
    await expectNoAxeViolations(page);

    // Arabic-Indic digits are accepted in every number.
    await field(page, app.personal.fullNameAr).fill('سارة محمد العتيبي');
    await field(page, app.personal.fullNameEn).fill('Sara Mohammed Alotaibi');
    await field(page, app.personal.nationalId).fill(toArabicDigits(nationalId));
    await field(page, app.personal.birthDate).fill('١٩٨٨-٠٤-١٢');
    await mobileField(page, app.personal.mobile).fill(applicant[locale.code].mobileArabic);
    await field(page, app.personal.bioAr).fill(
      'أخصائية نفسية إكلينيكية أعمل مع البالغين في علاج القلق والاكتئاب منذ عشر سنوات.',
    );
    await field(page, app.personal.bioEn).fill(
      'Clinical psychologist working with adults on anxiety and depression for ten years.',
    );
    await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(page).toHaveURL(/step=professional/);
    await expect(page.getByRole('heading', { level: 2, name: app.steps.professional })).toBeVisible();

    // Leave, and resume on another device: the draft is on the server.
    const otherDevice = await browser.newContext();
    const phone = await otherDevice.newPage();
    await phone.goto(localized(locale, '/auth/login'));
    await field(phone, text.email).fill(email);
    await field(phone, text.password).fill(password);
    await phone.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(phone).toHaveURL(pathOf(locale, '/auth/application'), { timeout: 15_000 });
    await expect(phone.getByRole('heading', { level: 2, name: app.steps.professional })).toBeVisible();
    await phone
      .getByRole('navigation', { name: app.steps.label })
      .getByRole('link', { name: new RegExp(app.steps.personal) })
      .click();
    await expect(field(phone, app.personal.fullNameEn)).toHaveValue('Sara Mohammed Alotaibi');
    await expect(field(phone, app.personal.nationalId)).toHaveValue(nationalId);
    await phone.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(phone).toHaveURL(/step=professional/);
    await otherDevice.close();

    // Step 2: the rules of the professional information.
    await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(summaryLinks(page, locale)).toContainText([message.required, message.choose_at_least_one]);
    await field(page, app.professional.degree).selectOption('MASTER');
    await field(page, app.professional.institution).fill('King Saud University');
    await field(page, app.professional.experienceInYears).fill('1');
    await field(page, app.professional.specialization).selectOption('clinical_psychology');
    await field(page, app.professional.sfhscRegistrationNumber).fill('12rp34567');
    await field(page, app.professional.sfhscExpirationDate).fill(isoDate(-1));
    await page.getByRole('radio', { name: app.options.jobType.specialist, exact: true }).check();
    await field(page, app.professional.classificationLevel).selectOption('senior_specialist');
    await page.getByRole('radio', { name: app.options.sector.private, exact: true }).check();
    await page.getByRole('checkbox', { name: app.options.consultationType.psychological, exact: true }).check();
    await page.getByRole('checkbox', { name: app.options.communicationStyle.video, exact: true }).check();
    await page.getByRole('checkbox', { name: app.options.communicationStyle.voice, exact: true }).check();
    await page
      .getByRole('group', { name: new RegExp(`^${escapeRegExp(app.professional.languages)}`) })
      .getByRole('checkbox')
      .first()
      .check();
    await page.getByRole('checkbox', { name: app.options.offeredSpecialization.anxiety, exact: true }).check();
    await field(page, app.professional.twitterUrl, text.optional).fill('https://instagram.com/sara');
    await field(page, app.professional.iban, text.optional).fill('SA0380000000608010167518');
    await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(summaryLinks(page, locale)).toHaveText([
      message.experience_too_low,
      message.registration_number_invalid,
      message.date_not_future,
      message.employer_required,
      message.twitter_link_invalid,
      message.iban_invalid,
    ]);
    await expectNoAxeViolations(page);

    await field(page, app.professional.experienceInYears).fill('١٢');
    await field(page, app.professional.sfhscRegistrationNumber).fill('12RP34567');
    await field(page, app.professional.sfhscExpirationDate).fill(isoDate(2));
    await field(page, app.professional.employerName).fill('Riyadh Wellbeing Clinic');
    await field(page, app.professional.twitterUrl, text.optional).fill('x.com/sara_psych');
    await field(page, app.professional.linkedinUrl, text.optional).fill('https://www.linkedin.com/in/sara-alotaibi');
    await field(page, app.professional.iban, text.optional).fill('SA03 8000 0000 6080 1016 7519');
    await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
    await expect(page.getByRole('heading', { level: 2, name: app.steps.attachments })).toBeVisible();

    // Step 3: the required documents, checked by content; uploads show their progress.
    await page.getByRole('button', { name: app.actions.continue, exact: true }).click();
    await expect(summaryLinks(page, locale)).toHaveCount(5);
    await expect(summaryLinks(page, locale).first()).toHaveText(`${app.attachments.photo}: ${message.photo_required}`);

    await chooseFile(page, chooseButton(page, locale, app.attachments.cv), 'renamed-script.pdf');
    await expect(page.getByText(message.file_type_invalid)).toBeVisible();
    if (locale.code === 'en')
      await expect(
        page.getByText('The file must be a PDF, JPG, PNG or WebP. Save a Word document as PDF first.'),
      ).toBeVisible();

    await chooseFile(page, chooseButton(page, locale, app.attachments.photo), 'profile-photo.png');
    await expect(page.getByRole('img', { name: app.attachments.photoPreview })).toBeVisible();
    await chooseFile(page, chooseButton(page, locale, app.attachments.cv), 'cv.pdf');
    await chooseFile(page, chooseButton(page, locale, app.attachments.qualification), 'master-degree.pdf');
    await chooseFile(page, chooseButton(page, locale, app.attachments.identity), 'iqama.png');
    // These four done first (on a busy machine they can still be at 99 %), so the one progress bar below is the slow one's.
    await expect(page.getByText(text.uploaded, { exact: true })).toHaveCount(4, { timeout: 30_000 });

    // A slow connection, so the progress of a 600 KB file can be seen.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await chooseFile(page, chooseButton(page, locale, app.attachments.classification), 'scfhs-classification.pdf');
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByText(app.attachments.uploadWarning)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await chooseFile(page, chooseButton(page, locale, app.attachments.addCertificate), 'cbt-certificate.pdf');
    await expect(page.getByText(text.uploaded, { exact: true })).toHaveCount(6);
    // Continue is disabled while an upload runs, and enabled a render after the last one shows "Uploaded": the
    // page is checked once it has settled, as a person would only go on then.
    const continueButton = page.getByRole('button', { name: app.actions.continue, exact: true });
    await expect(continueButton).toBeEnabled();
    await expectNoAxeViolations(page);
    await continueButton.click();

    // Step 4: the evaluation shows everything, and submitting needs the tick box.
    await expect(page.getByRole('heading', { level: 2, name: app.steps.review })).toBeVisible();
    const review = page.getByRole('region', { name: app.steps.personal });
    await expect(review.getByText('Sara Mohammed Alotaibi')).toBeVisible();
    await expect(review.getByText(nationalId)).toBeVisible();
    await expect(page.getByRole('link', { name: 'cbt-certificate.pdf' })).toBeVisible();
    await page.getByRole('button', { name: app.actions.submit }).click();
    const dialog = page.getByRole('dialog', { name: app.submitDialog.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: app.submitDialog.confirm }).click();
    await expect(dialog.getByText(message.certification_required)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: app.submitDialog.certify, exact: true }).check();
    await dialog.getByRole('button', { name: app.submitDialog.confirm }).click();

    await expect(page.getByRole('heading', { level: 2, name: app.registered.title })).toBeVisible();
    await expect(page.getByText(app.reloadWarning)).toBeVisible();
    if (locale.code === 'en')
      await expect(page.getByText('If you reload this page, your previous action will be repeated.')).toBeVisible();
    await page.getByRole('link', { name: app.registered.status }).click();
    await expect(page).toHaveURL(pathOf(locale, '/auth/status'));
    await expect(page.getByRole('heading', { level: 2, name: app.status.submitted.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // A staff reviewer rejects from the command line with their API token, the note as the reason; the applicant
    // is mailed in their language.
    const { page: console_ } = await signedInStaff(browser, locale, 'reviewer', '/staff');
    const token = await staffApiToken(console_, ['REVIEW_READ', 'REVIEW_DECIDE']);
    const readOnly = await staffApiToken(console_, ['REVIEW_READ']);
    await console_.context().close();
    expect(await reviewCommand(token, 'list')).toContain(email);
    // A read-only token reads and downloads; a decision with it is refused by name of the scope it lacks.
    const shown = JSON.parse(await reviewCommand(readOnly, 'show', email, '--json')) as {
      documents: { id: string; fileName: string }[];
    };
    const document = shown.documents.find((candidate) => candidate.fileName === 'scfhs-classification.pdf')!;
    const saved = path.join(os.tmpdir(), `review-${locale.code}-${document.id}.pdf`);
    await reviewCommand(readOnly, 'download', document.id, saved);
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    fs.rmSync(saved);
    const refused = await reviewCommand(readOnly, 'accept', email).then(
      () => null,
      (error: { stderr: string }) => error.stderr,
    );
    expect(refused).toContain('does not have the scope review:decide');
    const reason =
      locale.code === 'ar'
        ? 'وثيقة التصنيف غير واضحة، يرجى رفع نسخة أوضح.'
        : 'The classification document is not readable, please upload a clearer copy.';
    expect(await reviewCommand(token, 'reject', email, 'other', reason)).toContain(email);
    await expect
      .poll(() => readOutbox().filter((mail) => mail.to === email && mail.template === 'application-rejected'))
      .toHaveLength(1);
    const rejection = readOutbox().find((mail) => mail.to === email && mail.template === 'application-rejected')!;
    expect(rejection.locale).toBe(locale.code);
    expect(rejection.text).toContain(reason);

    // The applicant sees the reason, corrects and resubmits.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: app.status.rejected.title })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await page.getByRole('link', { name: app.status.rejected.action }).click();
    await expect(page.getByText(reason)).toBeVisible();
    await page
      .getByRole('region', { name: app.steps.attachments })
      .getByRole('link', { name: app.actions.edit.replace('{{section}}', app.steps.attachments) })
      .click();
    await chooseFile(
      page,
      page.getByRole('button', { name: `${text.replace} scfhs-classification.pdf` }),
      'scfhs-classification-2025.pdf',
    );
    await expect(page.getByText('scfhs-classification-2025.pdf')).toBeVisible();
    await expect(page.getByText(text.uploaded, { exact: true })).toHaveCount(6);
    await page.getByRole('button', { name: app.actions.continue, exact: true }).click();
    await expect(page.getByRole('link', { name: 'scfhs-classification-2025.pdf' })).toBeVisible();
    await page.getByRole('button', { name: app.actions.submit }).click();
    await dialog.getByRole('checkbox', { name: app.submitDialog.certify, exact: true }).check();
    await dialog.getByRole('button', { name: app.submitDialog.confirm }).click();
    await expect(page.getByRole('heading', { level: 2, name: app.registered.title })).toBeVisible();

    // The reviewer accepts; the status page says so, with the provider app's store links.
    expect(await reviewCommand(token, 'accept', email)).toContain(email);
    await page.goto(localized(locale, '/auth/status'));
    await expect(page.getByRole('heading', { level: 2, name: app.status.accepted.title })).toBeVisible();
    await expect(page.getByRole('link', { name: app.status.accepted.appStore })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(page.getByRole('link', { name: app.status.accepted.googlePlay })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    await expectNoAxeViolations(page);
    const acceptance = readOutbox().find((mail) => mail.to === email && mail.template === 'application-accepted');
    expect(acceptance?.locale).toBe(locale.code);

    // Once accepted, the application page leads to the status page.
    await page.goto(localized(locale, '/auth/application'));
    await expect(page).toHaveURL(pathOf(locale, '/auth/status'));
  });
}

test('another applicant with the same mobile number is told it is already registered', async ({ page }) => {
  const locale = locales[1];
  const app = copy.en.app;
  await registerAndConfirm(page, locale, `second.${Date.now()}@example.com`, 'Sakina2024pass');
  await field(page, app.personal.fullNameAr).fill('نورة الحربي');
  await field(page, app.personal.fullNameEn).fill('Noura Alharbi');
  await field(page, app.personal.nationalId).fill(withCheckDigit('109988776'));
  await field(page, app.personal.birthDate).fill('1990-01-15');
  await page.getByRole('radio', { name: app.options.gender.female, exact: true }).check();
  await field(page, app.personal.nationality).selectOption('SA');
  await mobileField(page, app.personal.mobile).fill('0500000123');
  await field(page, app.personal.country).selectOption('SA');
  await field(page, app.personal.city).fill('Jeddah');
  await field(page, app.personal.bioAr).fill('أخصائية اجتماعية أعمل مع الأسر في حل الخلافات منذ ثماني سنوات.');
  await field(page, app.personal.bioEn).fill('Social worker helping families resolve conflicts for eight years.');

  // Meanwhile another applicant saves this number, typed internationally, on their own device.
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await registerAndConfirm(otherPage, locale, `first.${Date.now()}@example.com`, 'Sakina2024pass');
  await field(otherPage, app.personal.fullNameAr).fill('ريم القحطاني');
  await field(otherPage, app.personal.fullNameEn).fill('Reem Alqahtani');
  await field(otherPage, app.personal.nationalId).fill(withCheckDigit('201122334'));
  await field(otherPage, app.personal.birthDate).fill('1985-07-02');
  await otherPage.getByRole('radio', { name: app.options.gender.female, exact: true }).check();
  await field(otherPage, app.personal.nationality).selectOption('EG');
  await mobileField(otherPage, app.personal.mobile).fill('+966 50 000 0123');
  await field(otherPage, app.personal.country).selectOption('SA');
  await field(otherPage, app.personal.city).fill('Dammam');
  await field(otherPage, app.personal.bioAr).fill('طبيبة نفسية أعمل في علاج اضطرابات القلق والنوم منذ اثنتي عشرة سنة.');
  await field(otherPage, app.personal.bioEn).fill(
    'Psychiatrist treating anxiety and sleep disorders for twelve years.',
  );
  await otherPage.getByRole('button', { name: app.actions.saveAndContinue }).click();
  await expect(otherPage).toHaveURL(/step=professional/);
  await other.close();

  await page.getByRole('button', { name: app.actions.saveAndContinue }).click();
  await expect(summaryLinks(page, locale)).toHaveText(['Phone number is already registered.']);
  await expect(mobileField(page, app.personal.mobile)).toHaveAccessibleDescription(
    /Phone number is already registered\./,
  );
});
