import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { readOutbox } from '../support/outbox';

const copy = {
  ar: {
    newsletter: 'النشرة البريدية',
    email: 'بريدك الإلكتروني',
    subscribe: 'اشترك',
    subscribed: (email: string) => `شكرًا لك! اشترك ${email} في النشرة البريدية.`,
    another: 'اشترك بعنوان آخر',
    welcome: 'أهلًا بك في نشرة سكينة',
    unsubscribed: 'تم إلغاء اشتراكك',
    resubscribe: 'أعد اشتراكي',
    resubscribed: 'عاد اشتراكك في النشرة',
    active: 'اشتراكك مفعّل',
    invalidLink: 'رابط إلغاء الاشتراك هذا لا يعمل',
  },
  en: {
    newsletter: 'Newsletter',
    email: 'Your email',
    subscribe: 'Subscribe',
    subscribed: (email: string) => `Thank you! ${email} is now subscribed to the newsletter.`,
    another: 'Subscribe another address',
    welcome: 'Welcome to the Sakina newsletter',
    unsubscribed: 'You have unsubscribed',
    resubscribe: 'Subscribe again',
    resubscribed: 'You are subscribed again',
    active: 'Your subscription is active',
    invalidLink: 'This unsubscribe link does not work',
  },
} as const;

async function subscribeFromFooter(page: Page, text: (typeof copy)[keyof typeof copy], email: string) {
  // The form loads when the footer scrolls into view, as it does for a visitor who has read the page: scroll
  // down once the page is there, and again if the page grew and pushed the footer away meanwhile.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const form = page.getByRole('contentinfo').getByRole('region', { name: text.newsletter });
  const emailField = form.getByRole('textbox', { name: text.email });
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(emailField).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await emailField.fill(email);
  // One click: the confirmation takes the form's place, and its "another address" button comes where the submit
  // button was, so a double click's second half can land on it when the answer is quick (a repeat subscribe).
  await form.getByRole('button', { name: text.subscribe }).click();
  await expect(form.getByRole('status')).toHaveText(text.subscribed(email));
  return form;
}

for (const locale of locales) {
  const text = copy[locale.code];

  test(`${locale.code}: a visitor subscribes from the footer, unsubscribes from the mail and resubscribes`, async ({
    page,
  }) => {
    const email = `reader.${locale.code}.${Date.now()}@example.com`;
    await page.goto(localized(locale, '/about'));

    // Subscribing twice is harmless: one welcome mail.
    const form = await subscribeFromFooter(page, text, email);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: text.another }).click();
    await subscribeFromFooter(page, text, email);

    await expect.poll(() => readOutbox().filter((mail) => mail.to === email).length).toBe(1);
    const welcome = readOutbox().find((mail) => mail.to === email)!;
    expect(welcome).toMatchObject({ template: 'newsletter-welcome', locale: locale.code, subject: text.welcome });
    const link = welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();

    // The personal link unsubscribes and lands on the confirmation page, in the subscriber's language.
    await page.goto(link!);
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/unsubscribe-successful\\?token=[\\w-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: text.unsubscribed })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.code);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.resubscribe }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.resubscribed })).toBeFocused();
    await expectNoAxeViolations(page);

    // Reloading shows the subscription as it now stands.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.active })).toBeVisible();

    // Following the mail's link again unsubscribes again.
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: text.unsubscribed })).toBeVisible();
  });

  test(`${locale.code}: a broken unsubscribe link explains itself`, async ({ page }) => {
    await page.goto(localized(locale, '/unsubscribe-successful?token=not-a-real-token-0000000000'));
    await expect(page.getByRole('heading', { level: 1, name: text.invalidLink })).toBeVisible();
    // The title says what the page says, not "you have unsubscribed".
    await expect(page).toHaveTitle(new RegExp(`^${text.invalidLink} \\| ${locale.brand}$`));
    await expectNoAxeViolations(page);

    await page.goto(localized(locale, '/unsubscribe-successful'));
    await expect(page.getByRole('heading', { level: 1, name: text.invalidLink })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${text.invalidLink} \\| ${locale.brand}$`));
  });
}
