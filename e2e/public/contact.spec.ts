import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { readOutbox } from '../support/outbox';

const copy = {
  ar: {
    title: 'تواصل معنا',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    reason: 'سبب التواصل',
    subject: 'الموضوع',
    message: 'رسالتك',
    submit: 'أرسل الرسالة',
    summary: 'يرجى تصحيح ما يلي',
    badEmail: 'يرجى إدخال بريد إلكتروني صحيح',
    badPhone: 'رقم الجوال غير صحيح',
    required: 'هذا الحقل مطلوب',
    sent: 'أُرسلت رسالتك',
    acknowledgement: 'وصلتنا رسالتك، شكرًا لتواصلك مع سكينة',
    fill: {
      name: 'سارة العتيبي',
      badPhone: '٠٩٩١٢٣٤٥٦٧',
      phone: '٠٥٠١٢٣٤٥٦٧',
      subject: 'التطبيق لا يفتح',
      message: 'يُغلق التطبيق فور فتحه على جوالي، فهل من حل؟',
    },
  },
  en: {
    title: 'Contact us',
    name: 'Full name',
    email: 'Email',
    phone: 'Mobile number',
    reason: 'Reason for contacting us',
    subject: 'Subject',
    message: 'Your message',
    submit: 'Send message',
    summary: 'Please correct the following',
    badEmail: 'Please enter a valid email',
    badPhone: 'Invalid phone number',
    required: 'This field is required',
    sent: 'Your message has been sent',
    acknowledgement: 'We have received your message, thank you for contacting Sakina',
    fill: {
      name: 'Sara Alotaibi',
      badPhone: '0991234567',
      phone: '050 123 4567',
      subject: 'The app does not open',
      message: 'The app closes as soon as I open it on my phone. Can you help?',
    },
  },
} as const;

const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

for (const locale of locales) {
  const text = copy[locale.code];

  test(`${locale.code}: a visitor corrects the contact form, sends it once, and both mails go out`, async ({
    page,
  }) => {
    const email = `sara.${locale.code}.${Date.now()}@example.com`;
    await page.goto(localized(locale, '/contact'));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await field(page, text.name).fill(text.fill.name);
    await field(page, text.email).fill('sara@');
    await field(page, text.phone).fill(text.fill.badPhone);
    await page.getByRole('combobox', { name: text.reason }).selectOption('technical_issue');
    await field(page, text.subject).fill(text.fill.subject);
    await page.getByRole('button', { name: text.submit }).click();

    const summary = page.getByRole('alert', { name: text.summary });
    await expect(summary).toBeFocused();
    // Each message names its field.
    await expect(summary.getByRole('link')).toHaveText([
      `${text.email}: ${text.badEmail}`,
      `${text.phone}: ${text.badPhone}`,
      `${text.message}: ${text.required}`,
    ]);
    await expect(field(page, text.email)).toHaveAccessibleDescription(new RegExp(text.badEmail));
    await expect(field(page, text.phone)).toHaveAccessibleDescription(new RegExp(text.badPhone));
    await expect(field(page, text.message)).toHaveAccessibleDescription(new RegExp(text.required));
    await expect(field(page, text.name)).toHaveValue(text.fill.name);
    await expect(field(page, text.subject)).toHaveValue(text.fill.subject);
    await expectNoAxeViolations(page);

    await summary.getByRole('link', { name: text.badEmail }).click();
    await expect(field(page, text.email)).toBeFocused();
    await field(page, text.email).fill(email);
    await field(page, text.phone).fill(text.fill.phone);
    await field(page, text.message).fill(text.fill.message);
    // An impatient double click sends one message.
    await page.getByRole('button', { name: text.submit }).dblclick();

    // The page moves focus to the confirmation's heading; a double click's second half, landing on the
    // confirmation when the answer is quick, can take it back to the page, as it would for the person clicking.
    await expect(page.getByRole('heading', { name: text.sent })).toBeVisible();
    const reference = (await page.getByText(/^C-\d{6}$/).textContent())!;
    await expectNoAxeViolations(page);

    // Stored once (the reference is its record), then mailed to the team and acknowledged in the page's language.
    await expect.poll(() => readOutbox().filter((mail) => mail.text.includes(reference)).length).toBe(2);
    const mails = readOutbox().filter((mail) => mail.text.includes(reference));
    expect(readOutbox().filter((mail) => mail.to === email || mail.text.includes(email))).toHaveLength(2);
    const team = mails.find((mail) => mail.template === 'contact-team-notification')!;
    expect(team.to).toBe('team@sakina.example');
    expect(team.text).toContain('+966501234567');
    expect(team.text).toContain(text.fill.message);
    const acknowledgement = mails.find((mail) => mail.template === 'contact-acknowledgement')!;
    expect(acknowledgement).toMatchObject({ to: email, locale: locale.code, subject: text.acknowledgement });
    expect(acknowledgement.text).toContain(reference);
  });
}
