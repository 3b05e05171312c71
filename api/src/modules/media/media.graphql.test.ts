import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pdfBytes, signedInAccount } from '../applications/applications.testing';
import { auditOf, signedInStaff, type TestStaffMember } from '../staff/staff.testing';
import { mediaAssets } from './media.table';
import { phonePhoto, solidImage, uploadImage } from './media.testing';

let testApp: TestApp;
let editor: TestStaffMember;
let admin: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await signedInStaff(testApp, 'editor');
  admin = await signedInStaff(testApp, 'admin');
});

afterAll(async () => {
  await testApp.close();
});

/** Files under a folder of the upload store ('' for all), temporary uploads included. */
function filesUnder(folder: string): string[] {
  const root = path.join(testApp.config.uploadsDir, folder);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What a refused upload must leave as it was: rows, stored variants, audit events, temporary files. */
async function traces() {
  return {
    rows: (await testApp.db.select().from(mediaAssets)).length,
    audited: (await auditOf(testApp, 'media-uploaded')).length,
    files: filesUnder('').sort(),
  };
}

describe('staffUploadImage', () => {
  it("stores an editor's photo upright at its widths, and writes it to the audit trail", async () => {
    const reply = await uploadImage(testApp, editor.headers, {
      bytes: await phonePhoto(),
      fileName: 'IMG_0042.JPG',
      contentType: 'image/jpeg',
    });
    expect(reply.errors).toBeUndefined();
    const image = reply.data!.staffUploadImage;
    expect(image).toEqual({
      id: expect.any(String),
      width: 800,
      height: 1200,
      widths: [320, 640],
      url: `/media/${image.id}/640.webp`,
      smallest: `/media/${image.id}/320.webp`,
    });
    const [row] = await testApp.db.select().from(mediaAssets).where(eq(mediaAssets.id, image.id));
    expect(row).toMatchObject({ purpose: 'content', uploadedBy: editor.staffId });
    const [event] = await auditOf(testApp, 'media-uploaded');
    expect(event).toMatchObject({ staffId: editor.staffId, recordKind: 'media', recordId: image.id });
    expect(event!.ip).toBeTruthy();

    const served = await testApp.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 960 });
    // Nothing of the upload is left outside the store.
    expect(filesUnder('incoming')).toEqual([]);
  });

  it('takes a PNG sent as a .jpg by its content, as a photo when asked, and the admin reads it in the trail', async () => {
    const reply = await uploadImage(testApp, admin.headers, {
      bytes: await solidImage(500, 500, 'png'),
      fileName: 'portrait.jpg',
      contentType: 'image/jpeg',
      purpose: 'PHOTO',
    });
    expect(reply.errors).toBeUndefined();
    const { id, widths } = reply.data!.staffUploadImage;
    expect(widths).toEqual([320]);
    const [row] = await testApp.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    expect(row).toMatchObject({ purpose: 'photo', uploadedBy: admin.staffId });

    const trail = await testApp.graphql<{ staffAuditTrail: { items: { action: string; recordId: string }[] } }>(
      'query { staffAuditTrail(filter: { recordKind: MEDIA }) { items { action recordId } } }',
      {},
      admin.headers,
    );
    expect(trail.errors).toBeUndefined();
    expect(trail.data!.staffAuditTrail.items).toContainEqual({ action: 'MEDIA_UPLOADED', recordId: id });
  });

  it.each([
    ['a PDF', pdfBytes(), 'image_type_invalid'],
    ['text', Buffer.from('plain words'), 'image_type_invalid'],
    ['an empty file', Buffer.alloc(0), 'file_empty'],
  ])('refuses %s beside the field, leaving nothing behind', async (_kind, bytes, code) => {
    const before = await traces();
    const reply = await uploadImage(testApp, editor.headers, { bytes, fileName: 'picture.jpg' });
    expect(reply.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ path: 'file', code }] });
    expect(await traces()).toEqual(before);
  });

  it('refuses support staff (FORBIDDEN) and a practitioner (UNAUTHENTICATED), storing nothing', async () => {
    const before = await traces();
    const bytes = await solidImage(400, 400);
    const support = await signedInStaff(testApp, 'support');
    const practitioner = await signedInAccount(testApp);
    const asSupport = await uploadImage(testApp, support.headers, { bytes });
    expect(asSupport.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const asPractitioner = await uploadImage(testApp, practitioner.headers, { bytes });
    expect(asPractitioner.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(await traces()).toEqual(before);
  });

  it('refuses an anonymous upload before reading it', async () => {
    const reply = await uploadImage(testApp, { 'x-graphql-csrf': '1' }, { bytes: await solidImage(400, 400) });
    expect(reply.status).toBe(401);
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
