import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { latestArticlesQuery } from './get-latest-articles';
import { topPractitionersQuery } from './get-top-practitioners';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

// The committed schema is the contract: an operation it does not accept fails here, not in the browser.
it.each([
  ['practitioners', topPractitionersQuery],
  ['articles', latestArticlesQuery],
])('%s matches the API schema', (_name, document) => {
  expect(validate(schema, document).map((error) => error.message)).toEqual([]);
});
