import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { myApplicationQuery } from './my-application';
import { removeDocumentMutation } from './remove-document';
import { savePersonalInformationMutation } from './save-personal-information';
import { saveProfessionalInformationMutation } from './save-professional-information';
import { submitApplicationMutation } from './submit-application';
import { uploadDocumentMutation } from './upload-document';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

const operations: Record<string, DocumentNode> = {
  myApplication: myApplicationQuery,
  savePersonalInformation: savePersonalInformationMutation,
  saveProfessionalInformation: saveProfessionalInformationMutation,
  uploadDocument: uploadDocumentMutation,
  removeDocument: removeDocumentMutation,
  submitApplication: submitApplicationMutation,
};

it.each(Object.entries(operations))('%s matches the API schema', (_name, operation) => {
  expect(validate(schema, operation).map((error) => error.message)).toEqual([]);
});
