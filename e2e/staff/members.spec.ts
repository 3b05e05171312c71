import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { expect, test, type Page } from '../support/test';
import { copy, createStaff, label, newPage, setUp, signedInStaff, signIn } from './staff-console';

/** Opens the member's panel on the members page and answers it. */
async function manage(admin: Page, text: (typeof copy)['en'], email: string) {
  await admin.getByRole('button', { name: text.members.manage.replace('{{email}}', email) }).click();
  const panel = admin.getByRole('region', { name: text.members.manageTitle.replace('{{email}}', email) });
  await expect(panel).toBeVisible();
  return panel;
}

async function disable(admin: Page, text: (typeof copy)['en'], email: string) {
  const panel = await manage(admin, text, email);
  await panel.getByRole('button', { name: text.members.disable }).click();
  await panel.getByRole('button', { name: text.members.disableYes }).click();
  return panel;
}

test.describe('staff members who leave', () => {
  for (const locale of locales) {
    test(`an admin changes a member's role and disables them, whose open console signs out; the last admin stays (${locale.code})`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const text = copy[locale.code];
      const memberEmail = `leaver-${randomBytes(3).toString('hex')}@sakina.example`;

      // The member has the console open, as an editor.
      const member = await newPage(browser);
      const codes = await setUp(member, locale, await createStaff(memberEmail, 'editor'), {
        checkAccessibility: false,
      });
      await signIn(member, locale, memberEmail, codes, '/staff/articles', { checkAccessibility: false });
      await expect(member.getByRole('link', { name: text.nav.faq })).toBeVisible();

      const { page: admin, email: adminEmail } = await signedInStaff(browser, locale, 'admin', '/staff/members');
      const members = admin.getByRole('table', { name: text.members.caption });
      const memberRow = members.getByRole('row', { name: new RegExp(memberEmail) });
      await expect(memberRow).toContainText(text.roles.EDITOR);

      // A new role applies from the member's next click.
      const panel = await manage(admin, text, memberEmail);
      await expectNoAxeViolations(admin);
      await panel.getByRole('combobox', { name: label(text.members.role) }).selectOption('REVIEWER');
      await panel.getByRole('button', { name: text.members.changeRole }).click();
      await expect(panel.getByRole('status')).toHaveText(
        text.members.roleChanged.replace('{{role}}', text.roles.REVIEWER),
      );
      await expect(memberRow).toContainText(text.roles.REVIEWER);
      await member.getByRole('link', { name: text.nav.faq }).click();
      await expect(member.getByRole('alert')).toHaveText(text.errors.FORBIDDEN);
      await expect(member.getByRole('link', { name: text.nav.queue })).toBeVisible();
      await expect(member.getByRole('link', { name: text.nav.faq })).toHaveCount(0);

      // Disabled, the member's open console is signed out on its next click.
      await panel.getByRole('button', { name: text.members.disable }).click();
      await expect(panel).toContainText(text.members.disableConfirm.replace('{{email}}', memberEmail));
      await expectNoAxeViolations(admin);
      await panel.getByRole('button', { name: text.members.disableYes }).click();
      await expect(panel.getByRole('status')).toHaveText(text.members.disabledDone);
      await expect(memberRow).toContainText(text.members.disabled);
      await expect(panel.getByRole('button', { name: text.members.enable })).toBeVisible();
      await member.getByRole('link', { name: text.nav.queue }).click();
      await expect(member).toHaveURL(new RegExp(`${localized(locale, '/staff/sign-in')}\\?returnTo=`));
      // Back to the admin's window: focus moves only in the window in front (the panel's alert takes it below).
      await admin.bringToFront();
      await panel.getByRole('button', { name: text.members.close }).click();

      // Left the only admin who can sign in (other specs' admins disabled first), this one cannot disable themselves.
      const otherAdmins = members
        .getByRole('row')
        .filter({ has: admin.getByRole('cell', { name: text.roles.ADMIN, exact: true }) })
        .filter({ has: admin.getByText(text.members.setupComplete, { exact: true }) })
        .filter({ hasNot: admin.getByText(adminEmail, { exact: true }) });
      while ((await otherAdmins.count()) > 0) {
        const email = (await otherAdmins.first().getByRole('rowheader').textContent())!.trim();
        const other = await disable(admin, text, email);
        await expect(other.getByRole('status')).toHaveText(text.members.disabledDone);
        await other.getByRole('button', { name: text.members.close }).click();
      }
      const own = await disable(admin, text, adminEmail);
      await expect(own.getByRole('alert')).toHaveText(text.errors.STAFF_LAST_ADMIN);
      await expect(own.getByRole('alert')).toBeFocused();
      await expect(members.getByRole('row', { name: new RegExp(adminEmail) })).toContainText(
        text.members.setupComplete,
      );
      await expectNoAxeViolations(admin);
      // Still signed in: the next click finds the console.
      await admin.getByRole('link', { name: text.nav.audit }).click();
      await expect(admin.getByRole('heading', { level: 1, name: text.audit.title })).toBeVisible();
    });
  }
});
