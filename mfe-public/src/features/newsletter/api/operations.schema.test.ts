import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { newsletterSubscriptionQuery } from './get-newsletter-subscription';
import { resubscribeNewsletterMutation } from './resubscribe-newsletter';
import { unsubscribeNewsletterMutation } from './unsubscribe-newsletter';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

it.each([
  ['newsletterSubscription', newsletterSubscriptionQuery],
  ['resubscribeNewsletter', resubscribeNewsletterMutation],
  ['unsubscribeNewsletter', unsubscribeNewsletterMutation],
])('%s matches the API schema', (_name, document) => {
  expect(validate(schema, document).map((error) => error.message)).toEqual([]);
});
