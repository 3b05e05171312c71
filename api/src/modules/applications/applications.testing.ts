import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { validPersonalInformation, validProfessionalInformation, type DocumentKind } from '@sakina/shared/validation';
import type { Locale } from '@sakina/shared/contracts';
import { graphqlUploadRequest, sendGraphqlUpload, type GraphqlUpload } from '../../testing/graphql-upload';
import type { TestApp } from '../../testing/test-app';
import { createAccount } from '../accounts/accounts.service';
import type { AccountRole } from '../accounts/accounts.table';
import { createSession, sessionCookieName } from '../accounts/session.service';

/** A small but real PDF (file-type reads its %PDF- header). */
export function pdfBytes(text = 'Curriculum vitae'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one teal pixel, padded with a text chunk up to `minimumBytes`. */
export function pngBytes(minimumBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 15, 118, 110]));
  const padding = Math.max(0, minimumBytes - 70);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding > 0 ? [pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]))] : []),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TestAccount {
  accountId: string;
  email: string;
  token: string;
  headers: Record<string, string>;
}

let nextAccount = 0;

/** A confirmed account with a live session, signed in by cookie. */
export async function signedInAccount(
  testApp: TestApp,
  { role = 'practitioner', locale = 'ar' }: { role?: AccountRole; locale?: Locale } = {},
): Promise<TestAccount> {
  nextAccount += 1;
  const email = `${role}-${nextAccount}-${randomBytes(3).toString('hex')}@example.com`;
  const account = await createAccount(testApp, { email, password: 'Sakina2024pass', locale, role, confirmed: true });
  const { token } = await createSession(testApp, account.id);
  return {
    accountId: account.id,
    email,
    token,
    headers: { cookie: `${sessionCookieName}=${token}`, 'x-graphql-csrf': '1', 'accept-language': locale },
  };
}

export const applicationFields = `fragment ApplicationFields on Application { id status rejectionReason submittedAt personal { fullNameAr fullNameEn nationalId birthDate mobile { country e164 } } professional { experienceInYears iban twitterUrl employerName } documents { id kind fileName mediaType sizeBytes url } }`;

export const savePersonalMutation = /* GraphQL */ `
  mutation SavePersonal($input: ApplicationPersonalInput!) {
    saveApplicationPersonal(input: $input) {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

export const saveProfessionalMutation = /* GraphQL */ `
  mutation SaveProfessional($input: ApplicationProfessionalInput!) {
    saveApplicationProfessional(input: $input) {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

export const submitMutation = /* GraphQL */ `
  mutation Submit($certified: Boolean!, $idempotencyKey: String!) {
    submitApplication(certified: $certified, idempotencyKey: $idempotencyKey) {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

export const myApplicationQuery = /* GraphQL */ `
  query MyApplication {
    myApplication {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

const uploadMutation = /* GraphQL */ `
  mutation Upload($kind: ApplicationDocumentKind!, $file: File!, $replaceId: ID) {
    uploadApplicationDocument(kind: $kind, file: $file, replaceId: $replaceId) {
      id
      kind
      fileName
      mediaType
      sizeBytes
      url
    }
  }
`;

export interface UploadReply {
  status: number;
  data?: {
    uploadApplicationDocument: {
      id: string;
      kind: string;
      fileName: string;
      mediaType: string;
      sizeBytes: number;
      url: string;
    };
  } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface UploadFile {
  kind: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  replaceId?: string;
}

/** The body and content type of a GraphQL multipart request (the spec the browser's upload uses) with one file. */
export function uploadRequest(file: UploadFile): { contentType: string; payload: Buffer } {
  return graphqlUploadRequest(applicationUpload(file));
}

function applicationUpload({ kind, fileName, contentType, bytes, replaceId }: UploadFile): GraphqlUpload {
  return { query: uploadMutation, variables: { kind, replaceId: replaceId ?? null }, fileName, contentType, bytes };
}

/** Sends one file as the browser's upload does. */
export function upload(testApp: TestApp, headers: Record<string, string>, file: UploadFile): Promise<UploadReply> {
  return sendGraphqlUpload<NonNullable<UploadReply['data']>>(testApp.app, headers, applicationUpload(file));
}

export const documentUploads: Record<
  Exclude<DocumentKind, 'certificate'>,
  { fileName: string; contentType: string; bytes: () => Buffer }
> = {
  photo: { fileName: 'photo.png', contentType: 'image/png', bytes: () => pngBytes() },
  cv: { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: () => pdfBytes('CV') },
  qualification: { fileName: 'master.pdf', contentType: 'application/pdf', bytes: () => pdfBytes('Master') },
  identity: { fileName: 'iqama.png', contentType: 'image/png', bytes: () => pngBytes() },
  classification: { fileName: 'scfhs.pdf', contentType: 'application/pdf', bytes: () => pdfBytes('SCFHS') },
};

let nextMobile = 1000;

/** Realistic step answers with a mobile number no other test applicant has. */
export function personalAnswers(change: Record<string, unknown> = {}) {
  nextMobile += 1;
  return {
    ...validPersonalInformation(),
    mobile: { country: 'SA', number: `05012${String(nextMobile).padStart(5, '0')}` },
    ...change,
  };
}

export function professionalAnswers(change: Record<string, unknown> = {}) {
  return { ...validProfessionalInformation(), ...change };
}

/** Steps 1–3 done: the application is ready to submit. */
export async function completeApplication(testApp: TestApp, account: TestAccount): Promise<string> {
  const personal = await testApp.graphql<{ saveApplicationPersonal: { id: string } }>(
    savePersonalMutation,
    { input: personalAnswers() },
    account.headers,
  );
  if (personal.errors) throw new Error(JSON.stringify(personal.errors));
  const professional = await testApp.graphql(
    saveProfessionalMutation,
    { input: professionalAnswers() },
    account.headers,
  );
  if (professional.errors) throw new Error(JSON.stringify(professional.errors));
  for (const [kind, file] of Object.entries(documentUploads)) {
    const reply = await upload(testApp, account.headers, {
      kind: kind.toUpperCase(),
      fileName: file.fileName,
      contentType: file.contentType,
      bytes: file.bytes(),
    });
    if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  }
  return personal.data!.saveApplicationPersonal.id;
}

export const freshKey = () => `submit-${randomBytes(12).toString('hex')}`;

/** A complete application sent by a new applicant (English), with `change` applied to its personal answers. */
export async function submittedApplication(
  testApp: TestApp,
  change: Record<string, unknown> = {},
): Promise<{ id: string; applicant: TestAccount; documentId: string }> {
  const applicant = await signedInAccount(testApp, { locale: 'en' });
  const id = await completeApplication(testApp, applicant);
  if (Object.keys(change).length > 0) {
    await testApp.graphql(savePersonalMutation, { input: personalAnswers(change) }, applicant.headers);
  }
  const reply = await testApp.graphql<{ submitApplication: { documents: { id: string }[] } }>(
    submitMutation,
    { certified: true, idempotencyKey: freshKey() },
    applicant.headers,
  );
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return { id, applicant, documentId: reply.data!.submitApplication.documents[0]!.id };
}
