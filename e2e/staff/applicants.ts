// An applicant who has sent a complete application, made through the API as the application's pages would.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validPersonalInformation, validProfessionalInformation } from '../../shared/src/validation';
import { graphql, registerThroughTheApi } from '../support/api';
import type { LocaleCase } from '../support/locales';
import type { APIRequestContext } from '../support/test';

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', name));

const uploads = [
  { kind: 'PHOTO', name: 'profile-photo.png', mimeType: 'image/png' },
  { kind: 'CV', name: 'cv.pdf', mimeType: 'application/pdf' },
  { kind: 'QUALIFICATION', name: 'master-degree.pdf', mimeType: 'application/pdf' },
  { kind: 'IDENTITY', name: 'iqama.png', mimeType: 'image/png' },
  { kind: 'CLASSIFICATION', name: 'scfhs-classification.pdf', mimeType: 'application/pdf' },
];

/** An applicant who registered, confirmed, filled every step, uploaded the documents and submitted. */
export async function submittedApplicant(
  request: APIRequestContext,
  locale: LocaleCase,
  email: string,
  mobile: string,
  personal: Record<string, unknown> = {},
) {
  const password = 'Quiet harbour 2026 lantern';
  await registerThroughTheApi(request, locale, email, password);
  await graphql(
    request,
    locale,
    `
      mutation Personal($input: ApplicationPersonalInput!) {
        saveApplicationPersonal(input: $input) {
          id
        }
      }
    `,
    { input: { ...validPersonalInformation(), ...personal, mobile: { country: 'SA', number: mobile } } },
  );
  await graphql(
    request,
    locale,
    `
      mutation Professional($input: ApplicationProfessionalInput!) {
        saveApplicationProfessional(input: $input) {
          id
        }
      }
    `,
    { input: validProfessionalInformation() },
  );
  for (const upload of uploads) {
    const response = await request.post('/graphql', {
      headers: { 'x-graphql-csrf': '1', 'accept-language': locale.code },
      multipart: {
        operations: JSON.stringify({
          query: `mutation Upload($kind: ApplicationDocumentKind!, $file: File!) { uploadApplicationDocument(kind: $kind, file: $file) { id } }`,
          variables: { kind: upload.kind, file: null },
        }),
        map: JSON.stringify({ 0: ['variables.file'] }),
        0: { name: upload.name, mimeType: upload.mimeType, buffer: fixture(upload.name) },
      },
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  }
  await graphql(
    request,
    locale,
    `
      mutation Submit($certified: Boolean!, $idempotencyKey: String!) {
        submitApplication(certified: $certified, idempotencyKey: $idempotencyKey) {
          status
        }
      }
    `,
    { certified: true, idempotencyKey: `submit-${randomBytes(12).toString('hex')}` },
  );
}
