import { readOutbox } from './outbox';
import type { LocaleCase } from './locales';
import { expect, type Page } from './test';

async function mutate(page: Page, locale: LocaleCase, query: string, variables: object): Promise<unknown> {
  const response = await page.request.post('/graphql', {
    headers: { 'x-graphql-csrf': '1', 'accept-language': locale.code },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * A practitioner account, registered and confirmed with the emailed code through the API, the way the forms do
 * (e2e/practitioner/accounts.spec.ts tests the forms themselves): the page's browser holds its session after it,
 * as after the confirmation page.
 */
export async function registerThroughTheApi(page: Page, locale: LocaleCase, email: string, password: string) {
  await mutate(page, locale, 'mutation($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, passwordConfirmation: password },
  });
  const codeMails = () => readOutbox().filter((mail) => mail.to === email && mail.template === 'account-code');
  await expect.poll(() => codeMails().length).toBeGreaterThan(0);
  const code = /^\d{6}$/m.exec(codeMails()[0]!.text)?.[0];
  expect(code).toBeDefined();
  const confirmed = await mutate(
    page,
    locale,
    'mutation($input: ConfirmCodeInput!) { confirmCode(input: $input) { destination } }',
    { input: { code } },
  );
  expect(confirmed).toEqual({ confirmCode: { destination: 'APPLICATION' } });
}
