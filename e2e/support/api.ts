import { accountCodeMails } from './outbox';
import type { LocaleCase } from './locales';
import { expect, type APIRequestContext } from './test';

/**
 * A GraphQL request as the site's pages send it (the CSRF header, the page's language), with the cookies of
 * `request`'s context (`page.request` shares the page's); fails with the errors when there are any. Its data is
 * untyped: each caller reads the fields it asked for.
 */
export async function graphql(request: APIRequestContext, locale: LocaleCase, query: string, variables: object) {
  const response = await request.post('/graphql', {
    headers: { 'x-graphql-csrf': '1', 'accept-language': locale.code },
    data: { query, variables },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * A practitioner account, registered and confirmed with the emailed code through the API, the way the forms do
 * (e2e/practitioner/accounts.spec.ts tests the forms themselves): `request`'s context holds its session after it,
 * as after the confirmation page.
 */
export async function registerThroughTheApi(
  request: APIRequestContext,
  locale: LocaleCase,
  email: string,
  password: string,
) {
  await graphql(request, locale, 'mutation($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, passwordConfirmation: password },
  });
  await expect.poll(() => accountCodeMails(email).length).toBeGreaterThan(0);
  const code = /^\d{6}$/m.exec(accountCodeMails(email)[0]!.text)?.[0];
  expect(code).toBeDefined();
  const confirmed = await graphql(
    request,
    locale,
    'mutation($input: ConfirmCodeInput!) { confirmCode(input: $input) { destination } }',
    { input: { code } },
  );
  expect(confirmed).toEqual({ confirmCode: { destination: 'APPLICATION' } });
}
