import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { expect, test } from '../support/test';
import { submittedApplicant } from './applicants';
import { copy, label, newPage, signedInStaff } from './staff-console';

/** A family name no other test's applicant has, in each script (the application's names must be in their own). */
function uniqueFamily(): { ar: string; en: string } {
  const bytes = [...randomBytes(6)];
  const en = bytes.map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  // ب (U+0628) to غ (U+063A): letters that need no joining forms or marks to be typed.
  const ar = bytes.map((byte) => String.fromCharCode(0x0628 + (byte % 19))).join('');
  return { ar, en: en[0]!.toUpperCase() + en.slice(1) };
}

for (const [index, locale] of locales.entries()) {
  test(`a reviewer accepts an application, an editor prices and publishes its listing with the photo; an expired registration takes it off (${locale.code})`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const text = copy[locale.code];
    const suffix = randomBytes(3).toString('hex');
    const families = uniqueFamily();
    // The page shows the name in its language; the search finds either.
    const family = families[locale.code];

    const applicant = await newPage(browser);
    await submittedApplicant(
      applicant.request,
      locale,
      `listing-${suffix}@example.com`,
      `0558${String(Date.now() % 100_000).padStart(5, '0')}${index}`.slice(0, 10),
      { fullNameEn: `Huda ${families.en}`, fullNameAr: `هدى ${families.ar}` },
    );

    // A console reviewer finds the application by name, claims it and accepts it.
    const { page: reviewer } = await signedInStaff(browser, locale, 'reviewer', '/staff');
    const search = reviewer.getByRole('search', { name: text.queue.filters });
    await search.getByRole('searchbox', { name: label(text.queue.search) }).fill(family);
    await search.getByRole('button', { name: text.common.apply }).click();
    await reviewer.getByRole('table', { name: text.queue.caption }).getByRole('link').first().click();
    const decision = reviewer.getByRole('region', { name: text.detail.decisionTitle });
    await decision.getByRole('button', { name: text.detail.claim }).click();
    await expect(decision.getByText(text.detail.claimed)).toBeVisible();
    await decision.getByRole('button', { name: text.detail.accept }).click();
    await expect(decision.getByText(text.detail.accepted)).toBeVisible();

    // An editor finds the drafted listing, with the applicant's photo, sets the price and publishes it.
    const { page: editor } = await signedInStaff(browser, locale, 'editor', '/staff/listings');
    await expect(editor.getByRole('heading', { level: 1, name: text.listings.title })).toBeVisible();
    await expectNoAxeViolations(editor);
    await editor
      .getByRole('link', { name: new RegExp(family) })
      .first()
      .click();
    await expect(editor.getByRole('heading', { level: 1, name: text.listings.editTitle })).toBeVisible();
    await expect(editor.getByRole('img', { name: new RegExp(family) })).toHaveAttribute('src', /^\/media\//);
    await editor.getByRole('textbox', { name: label(text.listings.priceSar) }).fill('275');
    await editor.getByRole('button', { name: text.listings.saveAndPublish }).click();
    await expect(editor.getByText(text.listings.published)).toBeVisible();
    await expectNoAxeViolations(editor);

    // Visitors find the practitioner in the directory, with the photo, and on their page (server-rendered).
    const visitor = await newPage(browser);
    await visitor.goto(localized(locale, `/practitioners?q=${family}`));
    const card = visitor.getByRole('link', { name: new RegExp(family) });
    await expect(card).toBeVisible();
    await expect(visitor.locator('img[src^="/media/"]')).toHaveCount(1);
    const profile = await visitor.request.get((await card.getAttribute('href'))!);
    expect(profile.status()).toBe(200);
    expect(await profile.text()).toContain(family);

    // The editor corrects the registration's expiry into the past: the scheduler takes the listing off.
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await editor.getByRole('textbox', { name: label(text.listings.registrationExpiresOn) }).fill(yesterday);
    await editor.getByRole('button', { name: text.listings.save, exact: true }).click();
    await expect(editor.getByText(text.listings.saved)).toBeVisible();
    await expect
      .poll(
        async () => {
          await visitor.goto(localized(locale, `/practitioners?q=${family}`));
          return visitor.getByRole('link', { name: new RegExp(family) }).count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(0);
  });
}
