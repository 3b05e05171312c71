import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized, type LocaleCase } from '../support/locales';
import { accountCodeMails, readOutbox } from '../support/outbox';
import { registerThroughTheApi } from '../support/api';

const copy = {
  ar: {
    applyTitle: 'أنشئ حساب المختص',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmation: 'تأكيد كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    createAccount: 'إنشاء الحساب',
    summary: 'يرجى تصحيح ما يلي',
    tooShort: 'يجب أن تتكون كلمة المرور من 8 إلى 128 حرفًا',
    breached: 'ظهرت كلمة المرور هذه في تسريب بيانات ويسهل تخمينها: اختر كلمة مرور أخرى',
    mismatch: 'كلمة المرور غير متطابقة',
    weak: 'كلمة المرور ضعيفة',
    leaked: 'ظهرت كلمة المرور هذه في تسريب بيانات: اختر كلمة مرور أخرى',
    strong: 'كلمة المرور قوية',
    created: 'تم إنشاء حسابك. بقيت خطوة واحدة: أكّد بريدك الإلكتروني.',
    code: 'رمز التأكيد',
    confirm: 'تأكيد',
    resend: 'أرسل رمزًا جديدًا',
    resendIn: /يمكنك طلب رمز جديد بعد \d+ (ثانية|ثوانٍ)/,
    wrongCode: 'الرمز غير صحيح، يرجى التحقق مرة أخرى.',
    registered: 'اكتمل تسجيلك',
    countdown: 'سننقلك تلقائيًا خلال 5 ثوانٍ.',
    toApplication: 'انتقل إلى طلب الانضمام الآن',
    signInTitle: 'تسجيل الدخول',
    signIn: 'تسجيل الدخول',
    signOut: 'تسجيل الخروج',
    wrongPair: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    signedIn: 'تم تسجيل دخولك',
    continueNow: 'تابع الآن',
    forgot: 'نسيت كلمة المرور؟',
    sendCode: 'أرسل الرمز',
    checkEmail: 'تحقق من بريدك الإلكتروني',
    savePassword: 'احفظ كلمة المرور الجديدة',
    changed: 'تم تغيير كلمة المرور',
    confirmSubject: 'رمز تأكيد بريدك في سكينة',
    resetSubject: 'رمز استعادة كلمة المرور في سكينة',
  },
  en: {
    applyTitle: 'Create your practitioner account',
    email: 'Email',
    password: 'Password',
    confirmation: 'Confirm the password',
    newPassword: 'New password',
    createAccount: 'Create the account',
    summary: 'Please correct the following',
    tooShort: 'The password must be 8 to 128 characters long',
    breached: 'This password has appeared in a data leak and is easy to guess: choose another',
    mismatch: 'Password does not match',
    weak: 'Password is weak',
    leaked: 'This password appeared in a data leak: choose another',
    strong: 'Password is strong',
    created: 'Your account has been created. One step left: confirm your email.',
    code: 'Confirmation code',
    confirm: 'Confirm',
    resend: 'Send a new code',
    resendIn: /You can ask for a new code in \d+ seconds?\./,
    wrongCode: 'The code is incorrect, please check again.',
    registered: 'Your registration is complete',
    countdown: 'You will be taken there automatically in 5 seconds.',
    toApplication: 'Go to your application now',
    signInTitle: 'Sign in',
    signIn: 'Sign in',
    signOut: 'Sign out',
    wrongPair: 'The email or password is incorrect',
    signedIn: 'You are signed in',
    continueNow: 'Continue now',
    forgot: 'Forgot your password?',
    sendCode: 'Send the code',
    checkEmail: 'Check your email',
    savePassword: 'Save the new password',
    changed: 'Your password has been changed',
    confirmSubject: 'Your Sakina confirmation code',
    resetSubject: 'Your Sakina password reset code',
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its label; the label ends with the required mark (*), which screen readers skip. */
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${escapeRegExp(name)}\\s*\\*?$`));

/** Waits for the mail that follows `before` earlier mails to `email`, and reads its 6-digit code. */
async function nextCode(email: string, before: number, subject: string): Promise<string> {
  await expect.poll(() => accountCodeMails(email).length).toBeGreaterThan(before);
  const mail = accountCodeMails(email)[before]!;
  expect(mail.subject).toContain(subject);
  const code = /^\d{6}$/m.exec(mail.text)?.[0];
  expect(code).toBeDefined();
  return code!;
}

const pathOf = (locale: LocaleCase, path: string) =>
  new RegExp(`^[^?]*${localized(locale, path).replace(/\//g, '\\/')}(\\?.*)?$`);

for (const locale of locales) {
  const text = copy[locale.code];

  test(`${locale.code}: a practitioner registers, confirms the emailed code, signs out and in, and resets the password`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = `practitioner.${locale.code}.${Date.now()}@example.com`;
    const password = 'Sakina2024pass';
    const newPassword = 'Renewed#2025';

    // The guards: no pending code and no session send the visitor to sign in.
    await page.goto(localized(locale, '/auth/email-confirmation'));
    await expect(page).toHaveURL(pathOf(locale, '/auth/login'));
    await page.goto(localized(locale, '/auth/application'));
    await expect(page).toHaveURL(pathOf(locale, '/auth/login'));
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(localized(locale, '/auth/application'));

    // Register: the password rules refuse short passwords and passwords from known leaks.
    await page.goto(localized(locale, '/auth/apply'));
    await expect(page.getByRole('heading', { level: 1, name: text.applyTitle })).toBeVisible();
    await field(page, text.email).fill(email.toUpperCase());
    await field(page, text.password).fill('sakina1');
    await expect(page.getByText(text.weak)).toBeVisible();
    await field(page, text.confirmation).fill('sakina2');
    await page.getByRole('button', { name: text.createAccount }).click();
    const summary = page.getByRole('alert', { name: text.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([text.tooShort, text.mismatch]);
    await expect(field(page, text.password)).toHaveAccessibleDescription(new RegExp(text.tooShort));
    await expectNoAxeViolations(page);

    // The meter under the field says what the refusal will say: never "acceptable" for a leaked password.
    await field(page, text.password).fill('password123');
    await expect(page.getByText(text.leaked)).toBeVisible();
    await field(page, text.confirmation).fill('password123');
    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(summary.getByRole('link')).toHaveText([text.breached]);
    await expect(field(page, text.password)).toHaveValue('password123');

    await field(page, text.password).fill(password);
    await expect(page.getByText(text.strong)).toBeVisible();
    await field(page, text.confirmation).fill(password);
    await page.getByRole('button', { name: text.createAccount }).click();

    // Confirm: a wrong code, then the right one from the mail in the page's language.
    await expect(page).toHaveURL(pathOf(locale, '/auth/email-confirmation'));
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.resend })).toBeDisabled();
    await expect(page.getByText(text.resendIn)).toBeVisible();
    const code = await nextCode(email, 0, text.confirmSubject);
    expect(readOutbox().find((mail) => mail.to === email)!.locale).toBe(locale.code);
    await expectNoAxeViolations(page);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field(page, text.code).fill(wrongCode);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByRole('alert', { name: text.summary }).getByRole('link')).toHaveText([text.wrongCode]);
    await field(page, text.code).fill(code);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: text.registered })).toBeVisible();
    await expect(page.getByText(text.countdown)).toBeVisible();
    await expect(page.getByRole('link', { name: text.toApplication })).toHaveAttribute(
      'href',
      localized(locale, '/auth/application'),
    );
    const confirmedAt = Date.now();
    await expect(page).toHaveURL(pathOf(locale, '/auth/application'), { timeout: 10_000 });
    expect(Date.now() - confirmedAt).toBeGreaterThan(3_500);

    // Sign out, then the application asks to sign in again.
    await page.goto(localized(locale, '/auth/login'));
    await page.getByRole('button', { name: text.signOut }).click();
    await expect(field(page, text.password)).toBeVisible();
    await page.goto(localized(locale, '/auth/application'));
    await expect(page).toHaveURL(pathOf(locale, '/auth/login'));

    // Sign in: a wrong pair, then the right one; back to the page that asked.
    await field(page, text.email).fill(email);
    await field(page, text.password).fill('Wrong2024pass');
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(text.wrongPair);
    await expectNoAxeViolations(page);
    await field(page, text.password).fill(password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.signedIn })).toBeVisible();
    await expect(page.getByText(text.countdown)).toBeVisible();
    await expect(page).toHaveURL(pathOf(locale, '/auth/application'), { timeout: 10_000 });

    // Reset the password on another device.
    const otherDevice = await browser.newContext();
    const phone = await otherDevice.newPage();
    await phone.goto(localized(locale, '/auth/login'));
    await phone.getByRole('link', { name: text.forgot }).click();
    await expect(phone).toHaveURL(pathOf(locale, '/auth/forget-password'));
    // An address without an account gets the same answer as one with an account; its owner is told by mail.
    const nobody = `nobody.${Date.now()}@example.com`;
    await field(phone, text.email).fill(nobody);
    await phone.getByRole('button', { name: text.sendCode }).click();
    await expect(phone.getByRole('heading', { level: 1, name: text.checkEmail })).toBeVisible();
    await expect(phone.getByText(nobody, { exact: true })).toBeVisible();
    await expect
      .poll(() =>
        readOutbox()
          .filter((mail) => mail.to === nobody)
          .map((mail) => mail.template),
      )
      .toEqual(['account-attempt']);
    await phone.goto(localized(locale, '/auth/forget-password'));
    const mailsBefore = accountCodeMails(email).length;
    await field(phone, text.email).fill(email);
    await phone.getByRole('button', { name: text.sendCode }).click();
    await expect(phone.getByRole('heading', { level: 1, name: text.checkEmail })).toBeVisible();
    await expect(phone.getByText(text.countdown)).toBeVisible();
    const resetCode = await nextCode(email, mailsBefore, text.resetSubject);
    await expect(phone).toHaveURL(pathOf(locale, '/auth/email-confirmation'), { timeout: 10_000 });
    await field(phone, text.code).fill(resetCode);
    await phone.getByRole('button', { name: text.confirm, exact: true }).click();

    await expect(phone).toHaveURL(pathOf(locale, '/auth/new-password'));
    await field(phone, text.newPassword).fill('qwerty123');
    await field(phone, text.confirmation).fill('qwerty123');
    await phone.getByRole('button', { name: text.savePassword }).click();
    await expect(phone.getByRole('alert', { name: text.summary }).getByRole('link')).toHaveText([text.breached]);
    await field(phone, text.newPassword).fill(newPassword);
    await field(phone, text.confirmation).fill(newPassword);
    await phone.getByRole('button', { name: text.savePassword }).click();
    await expect(phone.getByRole('heading', { level: 1, name: text.changed })).toBeVisible();
    await expect(phone.getByText(text.countdown)).toBeVisible();
    await expectNoAxeViolations(phone);
    await expect(phone).toHaveURL(pathOf(locale, '/auth/login'), { timeout: 10_000 });

    // The old password no longer works; the new one does.
    await field(phone, text.email).fill(email);
    await field(phone, text.password).fill(password);
    await phone.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(phone.getByRole('alert')).toHaveText(text.wrongPair);
    await field(phone, text.password).fill(newPassword);
    await phone.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(phone.getByRole('heading', { level: 1, name: text.signedIn })).toBeVisible();
    await otherDevice.close();

    // The first device's session ended with the reset.
    await page.goto(localized(locale, '/auth/application'));
    await expect(page).toHaveURL(pathOf(locale, '/auth/login'));
  });

  test(`${locale.code}: the session cookie is httpOnly and SameSite=Lax`, async ({ page, context }) => {
    const email = `cookie.${locale.code}.${Date.now()}@example.com`;
    await page.goto(localized(locale, '/auth/apply'));
    await field(page, copy[locale.code].email).fill(email);
    await field(page, copy[locale.code].password).fill('Sakina2024pass');
    await field(page, copy[locale.code].confirmation).fill('Sakina2024pass');
    await page.getByRole('button', { name: copy[locale.code].createAccount }).click();
    await expect(page).toHaveURL(pathOf(locale, '/auth/email-confirmation'));
    await field(page, copy[locale.code].code).fill(await nextCode(email, 0, copy[locale.code].confirmSubject));
    await page.getByRole('button', { name: copy[locale.code].confirm, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy[locale.code].registered })).toBeVisible();

    const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  });

  test(`${locale.code}: registering with a taken address looks like any registration, and the owner is told`, async ({
    page,
  }) => {
    const email = `taken.${locale.code}.${Date.now()}@example.com`;
    await registerThroughTheApi(page.request, locale, email, 'Sakina2024pass');
    await page.context().clearCookies();

    await page.goto(localized(locale, '/auth/apply'));
    await field(page, text.email).fill(email);
    await field(page, text.password).fill('Another 2025 pass');
    await field(page, text.confirmation).fill('Another 2025 pass');
    await page.getByRole('button', { name: text.createAccount }).click();

    await expect(page).toHaveURL(pathOf(locale, '/auth/email-confirmation'));
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect
      .poll(() =>
        readOutbox()
          .filter((mail) => mail.to === email)
          .map((mail) => mail.template),
      )
      .toEqual(['account-code', 'account-attempt']);
  });

  test(`${locale.code}: the "Continue" link after sign-in never leaves the site, whatever returnTo says`, async ({
    page,
  }) => {
    const email = `return.${locale.code}.${Date.now()}@example.com`;
    await registerThroughTheApi(page.request, locale, email, 'Sakina2024pass');
    await page.context().clearCookies();
    // The page's clock is the test's: the five seconds before the page moves on pass at once (the registration
    // test waits them out on the real clock).
    await page.clock.install();

    for (const returnTo of ['/.//evil.example', '/%2e//evil.example', '/\\evil.example', '/en//evil.example']) {
      await page.goto(`${localized(locale, '/auth/login')}?returnTo=${encodeURIComponent(returnTo)}`);
      await field(page, text.email).fill(email);
      await field(page, text.password).fill('Sakina2024pass');
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.signedIn })).toBeVisible();
      await expect(page.getByRole('link', { name: text.continueNow })).toHaveAttribute(
        'href',
        localized(locale, '/auth/application'),
      );
      await page.clock.runFor(5_500);
      await expect(page).toHaveURL(pathOf(locale, '/auth/application'));
      expect(new URL(page.url()).host).toBe(new URL(localized(locale, '/'), page.url()).host);
      await page.context().clearCookies();
    }
  });
}
