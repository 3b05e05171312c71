import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { uploadStore } from '../../storage/stores';
import { startS3StandIn, type S3StandIn } from '../../testing/s3-stand-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pdfBytes, signedInAccount, upload } from './applications.testing';
import { applicationDocuments } from './applications.table';
import { documentObjectKey } from './documents.service';

let standIn: S3StandIn;
let testApp: TestApp;
const credentialNames = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;
const savedCredentials = credentialNames.map((name) => process.env[name]);

beforeAll(async () => {
  standIn = await startS3StandIn();
  // The server reads credentials from the SDK's default chain, as in production.
  process.env.AWS_ACCESS_KEY_ID = standIn.credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = standIn.credentials.secretAccessKey;
  testApp = await createTestApp({ environment: { S3_BUCKET: standIn.bucket, S3_ENDPOINT: standIn.endpoint } });
});

afterAll(async () => {
  await testApp?.close();
  await standIn?.stop();
  credentialNames.forEach((name, index) => {
    if (savedCredentials[index] === undefined) delete process.env[name];
    else process.env[name] = savedCredentials[index];
  });
});

async function storageKeyOf(id: string): Promise<string> {
  const [row] = await testApp.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, id));
  return row!.storageKey;
}

describe('application documents in an S3 bucket', () => {
  it('stores an upload under uploads/ of the bucket, downloads it byte for byte, and drops it when replaced', async () => {
    const applicant = await signedInAccount(testApp);
    const bytes = pdfBytes('CV in the bucket');
    const first = await upload(testApp, applicant.headers, {
      kind: 'CV',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      bytes,
    });
    expect(first.errors).toBeUndefined();
    const document = first.data!.uploadApplicationDocument;
    const key = documentObjectKey(await storageKeyOf(document.id));

    expect(uploadStore(testApp.config).location).toBe(`s3://${standIn.bucket}/uploads/`);
    expect((await uploadStore(testApp.config).readBytes(key))?.equals(bytes)).toBe(true);
    // Nothing of it on the local disk: another server could not read it there.
    expect(fs.existsSync(`${testApp.config.uploadsDir}/${key}`)).toBe(false);
    const incoming = `${testApp.config.uploadsDir}/incoming`;
    expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);

    const download = await testApp.app.inject({ url: document.url, headers: { cookie: applicant.headers.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const second = await upload(testApp, applicant.headers, {
      kind: 'CV',
      fileName: 'cv-new.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes('A newer CV'),
    });
    expect(second.errors).toBeUndefined();
    expect(await uploadStore(testApp.config).stat(key)).toBeNull();
    const replacedKey = documentObjectKey(await storageKeyOf(second.data!.uploadApplicationDocument.id));
    expect((await uploadStore(testApp.config).readBytes(replacedKey))?.toString()).toContain('A newer CV');
  });

  it('answers /readyz while the bucket answers', async () => {
    const response = await testApp.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
  });
});
