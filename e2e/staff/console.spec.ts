import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { expect, test } from '../support/test';
import { copy, createStaff, label, newPage, setUp, signIn } from './staff-console';

const sendContactMessage = `
  mutation SendContactMessage($input: ContactMessageInput!, $idempotencyKey: String!) {
    sendContactMessage(input: $input, idempotencyKey: $idempotencyKey) {
      reference
    }
  }
`;

test.describe('staff console', () => {
  test('is kept out of search engines: robots.txt disallows it and the sitemap leaves it out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /staff');
    expect(robots).toContain('Disallow: /en/staff');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/staff');
  });

  for (const locale of locales) {
    test(`support opens a message from the inbox list, moves it to done and finds it back in the list; the admin finds it in the audit trail and adds a reviewer (${locale.code})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const text = copy[locale.code];
      const suffix = randomBytes(3).toString('hex');
      const supportEmail = `support-${suffix}@sakina.example`;
      const adminEmail = `admin-${suffix}@sakina.example`;

      // The page of a signed-out visitor: rendered in the browser, never stored, never indexed.
      const visitor = await newPage(browser);
      const answer = await visitor.request.get(localized(locale, '/staff/inbox'));
      expect(answer.headers()['cache-control']).toContain('no-store');
      expect(answer.headers()['x-render']).toBe('browser');
      expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow">');

      // A contact message reaches the inbox.
      const subject = `Staff console ${suffix}`;
      const sent = await visitor.request.post('/graphql', {
        headers: { 'x-graphql-csrf': '1', 'accept-language': locale.code },
        data: {
          query: sendContactMessage,
          variables: {
            idempotencyKey: `staff-e2e-${suffix}-${locale.code}`,
            input: {
              name: 'Noura Alharbi',
              email: `sender-${suffix}@example.com`,
              phone: { country: 'SA', number: '0501234567' },
              reason: 'INQUIRY',
              subject,
              message: 'I would like to know how sessions are booked for my family.',
            },
          },
        },
      });
      const reference: string = (await sent.json()).data.sendContactMessage.reference;
      expect(reference).toMatch(/^C-\d+$/);

      // The inbox is a list, a row a message; the message and its form are on the message's own page.
      const support = await newPage(browser);
      const supportCodes = await setUp(support, locale, await createStaff(supportEmail, 'support'));
      await signIn(support, locale, supportEmail, supportCodes, '/staff/inbox');
      await expect(support.getByRole('heading', { level: 1, name: text.inbox.title })).toBeVisible();
      const inbox = support.getByRole('table', { name: text.inbox.caption });
      const row = inbox.getByRole('row', { name: new RegExp(reference) });
      await expect(row).toContainText('Noura Alharbi');
      await expect(row).toContainText(text.inboxStates.NEW);
      await expect(support.getByRole('textbox')).toHaveCount(0);
      await expectNoAxeViolations(support);
      await row.getByRole('link', { name: reference }).click();
      await expect(support).toHaveURL(new RegExp(`${localized(locale, `/staff/inbox/${reference}`)}$`));
      await expect(support.getByRole('heading', { level: 1, name: text.inbox.itemTitle })).toBeVisible();
      const message = support.getByRole('article', { name: new RegExp(subject) });
      await expect(message).toContainText('I would like to know how sessions are booked for my family.');
      await message.getByRole('combobox', { name: label(text.inbox.state) }).selectOption('DONE');
      await message.getByRole('textbox', { name: label(text.inbox.note) }).fill('Answered by phone.');
      await message.getByRole('button', { name: text.inbox.save }).click();
      await expect(message.getByRole('status')).toHaveText(text.inbox.saved);
      await expectNoAxeViolations(support);

      // Back in the list, filtered by state (in the address), it is among the done ones.
      await support.getByRole('link', { name: text.inbox.backToList }).click();
      await expect(row).toContainText(text.inboxStates.DONE);
      await support.getByRole('combobox', { name: label(text.inbox.state) }).selectOption('DONE');
      await support.getByRole('button', { name: text.common.apply }).click();
      await expect(support).toHaveURL(new RegExp(`${localized(locale, '/staff/inbox')}\\?state=done$`));
      await expect(row).toContainText(text.inboxStates.DONE);
      await support.reload();
      await expect(support.getByRole('combobox', { name: label(text.inbox.state) })).toHaveValue('DONE');
      await expect(row).toBeVisible();

      // Support has no review queue.
      await expect(support.getByRole('link', { name: text.nav.queue })).toHaveCount(0);
      await expect(support.getByRole('link', { name: text.nav.members })).toHaveCount(0);
      await support.getByRole('button', { name: text.nav.signOut }).click();
      await expect(support).toHaveURL(new RegExp(`${localized(locale, '/staff/sign-in')}$`));

      const admin = await newPage(browser);
      const adminCodes = await setUp(admin, locale, await createStaff(adminEmail, 'admin'));
      await signIn(admin, locale, adminEmail, adminCodes, '/staff/audit');
      await expect(admin.getByRole('heading', { level: 1, name: text.audit.title })).toBeVisible();
      await admin.getByRole('combobox', { name: label(text.audit.person) }).selectOption({ label: supportEmail });
      await admin.getByRole('button', { name: text.common.apply }).click();
      const trail = admin.getByRole('table', { name: text.audit.caption });
      await expect(trail.getByRole('row', { name: new RegExp(text.actions.MESSAGE_STATE_CHANGED) })).toBeVisible();
      await expect(trail.getByRole('row', { name: new RegExp(text.actions.SIGNED_IN) })).toBeVisible();
      await expectNoAxeViolations(admin);

      // The admin downloads the last month of the trail as CSV, with support's steps in it.
      const exportForm = admin.getByRole('form', { name: text.audit.export.title });
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        exportForm.getByRole('button', { name: text.audit.export.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      // member, then service_key (empty: a member acted), then the action.
      expect(csv).toMatch(new RegExp(`,${supportEmail.replace(/[.]/g, '\\.')},,message-state-changed,`));

      // The admin adds a reviewer in the console; an address already in the team is refused beside its field.
      await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await admin.getByRole('link', { name: text.nav.members }).click();
      await expect(admin.getByRole('heading', { level: 1, name: text.members.title })).toBeVisible();
      const members = admin.getByRole('table', { name: text.members.caption });
      await expect(members.getByRole('row', { name: new RegExp(supportEmail) })).toContainText(
        text.members.setupComplete,
      );
      await expectNoAxeViolations(admin);
      const addForm = admin.getByRole('region', { name: text.members.addTitle });
      const emailField = addForm.getByRole('textbox', { name: label(text.members.email) });
      await emailField.fill(supportEmail);
      await addForm.getByRole('combobox', { name: label(text.members.role) }).selectOption('REVIEWER');
      await addForm.getByRole('button', { name: text.members.add }).click();
      await expect(addForm.getByRole('alert')).toHaveText(text.errors.fields);
      await expect(emailField).toHaveAccessibleDescription(new RegExp(text.errors.STAFF_EMAIL_TAKEN));
      await expect(emailField).toHaveValue(supportEmail);
      await expectNoAxeViolations(admin);

      const reviewerEmail = `reviewer-${suffix}@sakina.example`;
      await emailField.fill(reviewerEmail);
      await addForm.getByRole('button', { name: text.members.add }).click();
      const created = admin.getByRole('region', { name: text.members.linkTitle.replace('{{email}}', reviewerEmail) });
      await expect(created).toContainText(text.members.linkNote.replace('{{hours}}', '72'));
      const setupUrl = await created.getByRole('textbox', { name: label(text.members.link) }).inputValue();
      expect(setupUrl).toMatch(/\/staff\/set-up#token=/);
      await created.getByRole('button', { name: text.members.copy }).click();
      await expect(created.getByRole('status')).toHaveText(text.members.copied);
      expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(setupUrl);
      await expect(members.getByRole('row', { name: new RegExp(reviewerEmail) })).toContainText(
        text.members.setupPending,
      );
      await expectNoAxeViolations(admin);

      // The new reviewer follows the link shown, sets up the account and signs in to the queue.
      const reviewer = await newPage(browser);
      const link = new URL(setupUrl);
      const reviewerCodes = await setUp(reviewer, locale, `${link.pathname}${link.hash}`);
      await signIn(reviewer, locale, reviewerEmail, reviewerCodes, '/staff');
      await expect(reviewer.getByRole('heading', { level: 1, name: text.queue.title })).toBeVisible();
      await expect(reviewer.getByRole('link', { name: text.nav.members })).toHaveCount(0);
      await admin.reload();
      await expect(members.getByRole('row', { name: new RegExp(reviewerEmail) })).toContainText(
        text.members.setupComplete,
      );

      // The admin also sees the review queue and its filters.
      await admin.getByRole('link', { name: text.nav.queue }).click();
      await expect(admin.getByRole('heading', { level: 1, name: text.queue.title })).toBeVisible();
      await expect(admin.getByRole('search', { name: text.queue.filters })).toBeVisible();
      await expectNoAxeViolations(admin);
    });
  }
});
