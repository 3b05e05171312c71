import { readFileSync } from 'node:fs';
import { readTarGz } from '../../api/src/testing/read-tar-gz';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { expect, test, type Page } from '../support/test';
import { submittedApplicant } from '../staff/applicants';

const copy = {
  ar: {
    status: 'حالة الطلب',
    myData: 'بياناتك',
    download: 'تنزيل بياناتي',
    deleteLink: 'حذف حسابي',
    deleteTitle: 'حذف حسابك',
    password: 'كلمة المرور',
    deleteSubmit: 'حذف حسابي نهائيًا',
    wrongPassword: 'كلمة المرور غير صحيحة',
    deleted: 'حُذف حسابك',
    email: 'البريد الإلكتروني',
    signIn: 'تسجيل الدخول',
    wrongPair: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  en: {
    status: 'Application status',
    myData: 'Your data',
    download: 'Download my data',
    deleteLink: 'Delete my account',
    deleteTitle: 'Delete your account',
    password: 'Password',
    deleteSubmit: 'Delete my account for good',
    wrongPassword: 'The password is incorrect',
    deleted: 'Your account was deleted',
    email: 'Email',
    signIn: 'Sign in',
    wrongPair: 'The email or password is incorrect',
  },
};

const password = 'Quiet harbour 2026 lantern';
/** A field by its label, which a required field follows with an asterisk (the labels here hold no pattern characters). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

for (const locale of locales) {
  const text = copy[locale.code];

  test(`${locale.code}: an applicant downloads their data, then deletes the account and cannot sign in again`, async ({
    page,
  }) => {
    const stamp = `${Date.now()}`;
    const email = `my-data.${locale.code}.${stamp}@example.com`;
    await submittedApplicant(page.request, locale, email, `05${stamp.slice(-8)}`);

    await page.goto(localized(locale, '/auth/status'));
    await expect(page.getByRole('heading', { level: 1, name: text.status })).toBeVisible();
    await expect(page.getByRole('region', { name: text.myData })).toBeVisible();
    await expectNoAxeViolations(page);

    // The archive arrives: the JSON with the person's answers and the five uploaded files.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sakina-my-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    const files = readTarGz(readFileSync(await download.path()));
    const data = JSON.parse(files.get('my-data.json')!.toString('utf8'));
    expect(data.account.email).toBe(email);
    expect(data.application.personal.fullNameEn).toBe('Sara Mohammed Alotaibi');
    expect([...files.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(5);

    await page.getByRole('link', { name: text.deleteLink }).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/auth/delete-account$`));
    await expect(page.getByRole('heading', { level: 1, name: text.deleteTitle })).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong password erases nothing and says so beside the field.
    await field(page, text.password).fill('not my password at all');
    await page.getByRole('button', { name: text.deleteSubmit }).click();
    await expect(page.getByText(text.wrongPassword).first()).toBeVisible();

    await field(page, text.password).fill(password);
    await page.getByRole('button', { name: text.deleteSubmit }).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/auth/account-deleted$`));
    await expect(page.getByRole('heading', { level: 1, name: text.deleted })).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed out, and the account is gone: signing in again says only that the pair is wrong.
    await page.goto(localized(locale, '/auth/login'));
    await field(page, text.email).fill(email);
    await field(page, text.password).fill(password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.wrongPair })).toBeVisible();
  });
}
