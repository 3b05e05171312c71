import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { practitionerQuery } from './get-practitioner';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

// The frontends' contract is the committed schema: an operation it does not accept fails here, not in the browser.
it('practitioner matches the API schema', () => {
  expect(validate(schema, practitionerQuery).map((error) => error.message)).toEqual([]);
});
