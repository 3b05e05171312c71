import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { readOutbox } from '../support/outbox';

const copy = {
  ar: {
    title: 'الصحة النفسية لشركتك',
    offerings: 'ما نقدّمه لمنشأتكم',
    privacy: 'خصوصية موظفيكم أولًا',
    aggregated: 'تصلكم تقارير مجمّعة فقط',
    cta: 'اطلب الخدمة',
    formTitle: 'اطلب خدمة الشركات',
    institution: 'اسم الجهة (الشركة)',
    beneficiaries: 'عدد المستفيدين (الموظفين)',
    branches: 'عدد الفروع',
    employee: 'اسم الموظف',
    position: 'المسمى الوظيفي',
    phone: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    submit: 'أرسل الطلب',
    summary: 'يرجى تصحيح ما يلي',
    digitsOnly: 'أدخل أرقامًا فقط',
    wrongCountry: 'هذا الرقم غير صحيح للدولة المختارة. تحقّق منه أو اختر الدولة التي يتبعها',
    badEmail: 'يرجى إدخال بريد إلكتروني صحيح',
    received: 'تم استلام رسالتك',
    acknowledgement: 'وصلنا طلبك لخدمة سكينة للشركات',
    request: {
      institution: 'شركة الأفق للتقنية',
      beneficiaries: '٢٥٠',
      branches: '٣',
      employee: 'نورة الحربي',
      position: 'مديرة الموارد البشرية',
      phone: '٠٥٠١٢٣٤٥٦٧',
    },
  },
  en: {
    title: 'Mental health for your company',
    offerings: 'What we offer your organisation',
    privacy: "Your employees' privacy comes first",
    aggregated: 'You receive aggregated reports only',
    cta: 'Request the service',
    formTitle: 'Request the corporate service',
    institution: 'Institution (company) name',
    beneficiaries: 'Number of beneficiaries (employees)',
    branches: 'Number of branches',
    employee: 'Employee name',
    position: 'Position',
    phone: 'Mobile number',
    email: 'Email',
    submit: 'Send request',
    summary: 'Please correct the following',
    digitsOnly: 'Enter digits only',
    wrongCountry: 'This is not a valid number for the chosen country. Check it, or choose the country it belongs to',
    badEmail: 'Please enter a valid email',
    received: 'Message received',
    acknowledgement: 'We have received your request for the Sakina corporate service',
    request: {
      institution: 'Horizon Technology Co.',
      beneficiaries: '250',
      branches: '3',
      employee: 'Noura Alharbi',
      position: 'Head of People',
      phone: '050 123 4567',
    },
  },
} as const;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const requestBusinessService = `
  mutation RequestBusinessService($input: BusinessRequestInput!, $idempotencyKey: String!) {
    requestBusinessService(input: $input, idempotencyKey: $idempotencyKey) { reference }
  }
`;

for (const locale of locales) {
  const text = copy[locale.code];

  test(`${locale.code}: a company representative reads the offer, corrects the form and sends one request`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `people.${locale.code}.${Date.now()}@horizon.example`;

    await page.goto(localized(locale, '/business'));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('region', { name: text.offerings }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: text.privacy })).toContainText(text.aggregated);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: text.cta }).first().click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/business/register')}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.formTitle })).toBeVisible();
    for (const input of await page.getByRole('main').locator('input:not([type="hidden"])').all()) {
      await expect(input).toHaveAttribute('type', /^(text|email|tel)$/);
    }

    await field(page, text.institution).fill(text.request.institution);
    await field(page, text.beneficiaries).fill(locale.code === 'ar' ? 'حوالي ٢٠٠' : 'about 200');
    await field(page, text.branches).fill(text.request.branches);
    await field(page, text.employee).fill(text.request.employee);
    await field(page, text.position).fill(text.request.position);
    if (locale.code === 'en') {
      // A Saudi number with Qatar chosen.
      await page.getByRole('combobox', { name: /^Country: Saudi Arabia/ }).click();
      await page.getByRole('option', { name: /Qatar/ }).click();
      await field(page, text.phone).fill('050 123 4567');
    } else {
      // An Egyptian mobile with Saudi Arabia, the default, chosen.
      await field(page, text.phone).fill('01012345678');
    }
    await field(page, text.email).fill('people@horizon');
    await page.getByRole('button', { name: text.submit }).click();

    const summary = page.getByRole('alert', { name: text.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      `${text.beneficiaries}: ${text.digitsOnly}`,
      `${text.phone}: ${text.wrongCountry}`,
      `${text.email}: ${text.badEmail}`,
    ]);
    await expect(field(page, text.beneficiaries)).toHaveAccessibleDescription(new RegExp(text.digitsOnly));
    await expect(field(page, text.phone)).toHaveAccessibleDescription(new RegExp(text.wrongCountry.slice(0, 20)));
    await expect(field(page, text.email)).toHaveAccessibleDescription(new RegExp(text.badEmail));
    await expect(field(page, text.institution)).toHaveValue(text.request.institution);
    await expectNoAxeViolations(page);

    await field(page, text.beneficiaries).fill(text.request.beneficiaries);
    if (locale.code === 'en') {
      await page.getByRole('combobox', { name: /^Country: Qatar/ }).click();
      await page.getByRole('option', { name: /Saudi Arabia/ }).click();
    } else {
      await field(page, text.phone).fill(text.request.phone);
    }
    await field(page, text.email).fill(email);
    // An impatient double click.
    await page.getByRole('button', { name: text.submit }).dblclick();

    const received = page.getByRole('heading', { level: 1, name: text.received });
    await expect(received).toBeFocused();
    // The focused title is not under the sticky header.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await received.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    const reference = (await page.getByText(/^B-\d{6}$/).textContent())!;
    await expectNoAxeViolations(page);

    // Reloading shows the same receipt and sends nothing.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.received })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);

    // The same fill sent again (what a resubmit would do) gets the same receipt.
    const { idempotencyKey } = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('sakina.business-request')))!,
    );
    const replay = await page.request.post('/graphql', {
      headers: { 'x-graphql-csrf': '1', 'accept-language': locale.code },
      data: {
        query: requestBusinessService,
        variables: {
          idempotencyKey,
          input: {
            institutionName: text.request.institution,
            beneficiaryCount: 250,
            branchCount: 3,
            employeeName: text.request.employee,
            position: text.request.position,
            phone: { country: 'SA', number: '0501234567' },
            email,
          },
        },
      },
    });
    expect((await replay.json()).data.requestBusinessService.reference).toBe(reference);

    // Stored once: one notification to the team and one acknowledgement, in the page's language.
    await expect.poll(() => readOutbox().filter((mail) => mail.text.includes(reference)).length).toBe(2);
    const mails = readOutbox().filter((mail) => mail.text.includes(reference));
    expect(
      readOutbox().filter((mail) => mail.template === 'business-team-notification' && mail.text.includes(email)),
    ).toHaveLength(1);
    const team = mails.find((mail) => mail.template === 'business-team-notification')!;
    expect(team.text).toContain(email);
    expect(team.text).toContain('+966501234567');
    const acknowledgement = mails.find((mail) => mail.template === 'business-acknowledgement')!;
    expect(acknowledgement).toMatchObject({ to: email, locale: locale.code, subject: text.acknowledgement });
    expect(acknowledgement.text).toContain(reference);
  });
}

const picker = {
  ar: { country: 'الدولة', saudi: 'المملكة العربية السعودية', egypt: 'مصر', typed: 'مص' },
  en: { country: 'Country', saudi: 'Saudi Arabia', egypt: 'Egypt', typed: 'egy' },
} as const;

for (const locale of locales) {
  const text = copy[locale.code];
  const words = picker[locale.code];

  test(`${locale.code}: the phone's country picker works as a combobox from the keyboard`, async ({ page }) => {
    await page.goto(localized(locale, '/business/register'));
    await expect(page.getByRole('heading', { level: 1, name: text.formTitle })).toBeVisible();
    const country = page.getByRole('combobox', { name: new RegExp(`^${words.country}: ${words.saudi}`) });
    const list = page.getByRole('listbox', { name: words.country });
    await expect(country).toHaveAttribute('aria-expanded', 'false');

    // Down, Up, Enter and Space open it; Escape closes it and the focus stays on the picker.
    await country.focus();
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', 'Space']) {
      await page.keyboard.press(key);
      await expect(list, `${key} opens the list`).toBeVisible();
      await expect(country).toHaveAttribute('aria-expanded', 'true');
      await expect(country).toBeFocused();
      await expect(country).toHaveAttribute(
        'aria-activedescendant',
        (await list.getByRole('option', { name: new RegExp(`^${words.saudi}`) }).getAttribute('id'))!,
      );
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(country).toBeFocused();
    }

    // Tab and Shift+Tab leave it, and it closes.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(field(page, text.phone)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(country).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(list).toBeHidden();
    await expect(country).not.toBeFocused();
    await expect(field(page, text.position)).toBeFocused();

    // Typing a name jumps to it; Enter chooses it.
    await country.focus();
    await page.keyboard.press('Enter');
    for (const letter of words.typed) {
      // Playwright's keyboard is a US one: an Arabic layout's key is sent as the event that layout produces.
      if (/^[a-z]$/.test(letter)) await page.keyboard.press(letter);
      else await country.dispatchEvent('keydown', { key: letter });
    }
    const egypt = list.getByRole('option', { name: new RegExp(`^${words.egypt}`) });
    await expect(country).toHaveAttribute('aria-activedescendant', (await egypt.getAttribute('id'))!);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(page.getByRole('combobox', { name: new RegExp(`^${words.country}: ${words.egypt}`) })).toBeFocused();
  });
}
