import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { locales } from '../support/locales';
import { expect, test, type Page } from '../support/test';
import { copy, label, newPage, signedInStaff } from './staff-console';

/** What `npm run review -- list` asks first, with the token as its Bearer: whose token is this? */
async function tokenOwner(page: Page, secret: string): Promise<string | null> {
  const visitor = await newPage(page.context().browser()!);
  const response = await visitor.request.post('/graphql', {
    headers: { 'x-graphql-csrf': '1', authorization: `Bearer ${secret}` },
    data: { query: 'query { staffViewer { email } }' },
  });
  const body = (await response.json()) as { data: { staffViewer: { email: string } | null } };
  await visitor.context().close();
  return body.data.staffViewer?.email ?? null;
}

for (const locale of locales) {
  test(`a member creates an API token, sees it once and in the list, and revokes it (${locale.code})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = copy[locale.code].tokens;
    const name = `laptop ${randomBytes(3).toString('hex')}`;
    const { page, email } = await signedInStaff(browser, locale, 'reviewer', '/staff');

    // Every member finds the page in the console's navigation.
    await page
      .getByRole('navigation', { name: copy[locale.code].nav.label })
      .getByRole('link', { name: copy[locale.code].nav.tokens })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: the name, one scope, the expiry, then the button.
    await page.getByRole('textbox', { name: label(text.name) }).fill(name);
    await page.getByRole('checkbox', { name: text.scopeNames.REVIEW_READ }).press('Space');
    await page.getByRole('spinbutton', { name: label(text.expiresInDays) }).fill('7');
    await page.getByRole('button', { name: text.create }).press('Enter');

    const created = page.getByRole('heading', { level: 2, name: text.createdTitle.replace('{{name}}', name) });
    await expect(created).toBeFocused();
    const secret = await page.getByRole('textbox', { name: text.secret, exact: true }).inputValue();
    expect(secret).toMatch(/^sakina_staff_/);
    const row = page.getByRole('table', { name: text.caption }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(text.scopeNames.REVIEW_READ);
    await expect(row).toContainText(text.neverUsed);
    await expectNoAxeViolations(page);
    expect(await tokenOwner(page, secret)).toBe(email);

    // Its use is in the audit trail under the member, with the token's name.
    const { page: admin } = await signedInStaff(browser, locale, 'admin', '/staff/audit');
    const audit = copy[locale.code].audit;
    await admin.getByRole('combobox', { name: label(audit.person) }).selectOption({ label: email });
    await admin.getByRole('button', { name: copy[locale.code].common.apply }).click();
    const used = admin
      .getByRole('table', { name: audit.caption })
      .getByRole('row', { name: new RegExp(copy[locale.code].actions.TOKEN_USED) })
      .first();
    await expect(used).toContainText(audit.viaToken.replace('{{name}}', name));
    await admin.context().close();

    // Shown once: after a reload the list still has it, and the token itself is nowhere on the page.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.secret, exact: true })).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: text.revokeNamed.replace('{{name}}', name) }).click();
    await expect(page.getByText(text.revoked.replace('{{name}}', name))).toBeFocused();
    await expect(row).toHaveCount(0);
    expect(await tokenOwner(page, secret)).toBeNull();
  });
}
