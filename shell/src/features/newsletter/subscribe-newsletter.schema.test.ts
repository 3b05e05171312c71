import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { subscribeNewsletterMutation } from './subscribe-newsletter';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../api/schema.graphql'), 'utf8'));

it('subscribeNewsletter matches the API schema', () => {
  expect(validate(schema, subscribeNewsletterMutation).map((error) => error.message)).toEqual([]);
});
