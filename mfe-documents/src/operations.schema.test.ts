import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { issuedDocumentQuery } from './features/issued-document/api/get-issued-document';
import { documentVerificationQuery } from './features/verification/api/get-document-verification';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../api/schema.graphql'), 'utf8'));

it.each([
  ['issuedDocument', issuedDocumentQuery],
  ['documentVerification', documentVerificationQuery],
])('%s matches the API schema', (_name, document) => {
  expect(validate(schema, document).map((error) => error.message)).toEqual([]);
});
