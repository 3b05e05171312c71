import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { contactReasons } from '@sakina/shared/validation';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

// The compiler checks every reason of the form is a value of the enum (toSchemaEnum); this checks the other way.
it('offers every reason the API knows', () => {
  const reasonType = schema.getType('ContactReason');
  const known = reasonType && 'getValues' in reasonType ? reasonType.getValues().map((value) => value.name) : [];
  expect(known.sort()).toEqual(contactReasons.map((reason) => reason.toUpperCase()).sort());
});
