import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { contactReasons } from '@sakina/shared/validation';
import { sendContactMessageMutation } from './send-contact-message';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

it('sendContactMessage matches the API schema', () => {
  expect(validate(schema, sendContactMessageMutation).map((error) => error.message)).toEqual([]);
});

it('sends every reason of the form as a value the API knows', () => {
  const reasonType = schema.getType('ContactReason');
  const known = reasonType && 'getValues' in reasonType ? reasonType.getValues().map((value) => value.name) : [];
  expect(known.sort()).toEqual(contactReasons.map((reason) => reason.toUpperCase()).sort());
});
