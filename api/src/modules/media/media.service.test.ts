import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadStore } from '../../storage/stores';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { myApplicationQuery, pdfBytes, signedInAccount, upload } from '../applications/applications.testing';
import { findMediaImages, photoFromApplication, readMediaVariant, storeImage, type MediaImage } from './media.service';
import { mediaAssets, type MediaPurpose } from './media.table';
import { phonePhoto, privateMetadata, solidImage } from './media.testing';

let testApp: TestApp;
let folder: string;

beforeAll(async () => {
  testApp = await createTestApp();
  folder = fs.mkdtempSync(path.join(testApp.config.uploadsDir, '..', 'media-test-'));
});

afterAll(async () => {
  await testApp.close();
});

/** Writes `bytes` to a file of that name, as an upload would have. */
function fileOf(name: string, bytes: Buffer | string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return file;
}

const store = (filePath: string, purpose: MediaPurpose = 'content') =>
  storeImage(testApp, { filePath, purpose, uploadedBy: null });

async function variantBytes(image: MediaImage, width: number): Promise<Buffer> {
  const stored = await readMediaVariant(testApp.config, image, width);
  expect(stored).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of uploadStore(testApp.config).list('media/')) keys.push(object.key);
  return keys.sort();
}

async function fieldCodeOf(promise: Promise<unknown>): Promise<unknown> {
  const error = (await promise.then(
    () => null,
    (caught: unknown) => caught,
  )) as { extensions?: { code?: string; fields?: unknown } } | null;
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
  return error?.extensions?.fields;
}

describe('storeImage', () => {
  it('turns a phone photo upright and keeps none of its metadata, as WebP at the widths that fit', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([1200, 800, 6]);
    expect(before.exif?.toString('latin1')).toContain(privateMetadata.description);
    expect(before.xmp).toBeDefined();
    // The GPS directory's pointer (tag 0x8825, either byte order) and the JPEG comment segment right after SOI.
    expect(/\x25\x88|\x88\x25/.test(before.exif!.toString('latin1'))).toBe(true);
    expect(original.subarray(2, 4)).toEqual(Buffer.from([0xff, 0xfe]));

    const image = await store(fileOf('phone.jpg', original));

    expect(image).toEqual({ id: expect.any(String), width: 800, height: 1200, widths: [320, 640] });
    const [row] = await testApp.db.select().from(mediaAssets).where(eq(mediaAssets.id, image.id));
    expect(row).toMatchObject({ purpose: 'content', width: 800, height: 1200, widths: [320, 640], uploadedBy: null });
    expect(await storedKeys()).toEqual(
      expect.arrayContaining([`media/${image.id}/320.webp`, `media/${image.id}/640.webp`]),
    );
    for (const width of image.widths) {
      const bytes = await variantBytes(image, width);
      const after = await sharp(bytes).metadata();
      expect(after).toMatchObject({ format: 'webp', width, height: width * 1.5 });
      expect([after.exif, after.xmp, after.icc, after.orientation, after.comments]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.toString('latin1')).not.toContain(privateMetadata.description);
      // Upright: the left (red) half of the stored pixels is now the top.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const [top, bottom] = [pixel(width / 2, width * 0.25), pixel(width / 2, width * 1.25)];
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
      expect(bottom[0]).toBeLessThan(60);
    }
  });

  it('stores an image narrower than 320 pixels at its own width only', async () => {
    const image = await store(fileOf('small.png', await solidImage(200, 150)));
    expect(image).toMatchObject({ width: 200, height: 150, widths: [200] });
    expect((await sharp(await variantBytes(image, 200)).metadata()).width).toBe(200);
  });

  it('stores a large image at every width, never wider than 1600', async () => {
    const image = await store(fileOf('wide.webp', await solidImage(2000, 1000, 'webp')));
    expect(image).toMatchObject({ width: 2000, height: 1000, widths: [320, 640, 960, 1600] });
    expect((await sharp(await variantBytes(image, 1600)).metadata()).height).toBe(800);
  });

  it('goes by the content, not the name: a PNG named .jpg is a PNG', async () => {
    const image = await store(fileOf('really-a-png.jpg', await solidImage(400, 300, 'png')));
    expect(image.widths).toEqual([320]);
  });

  it.each([
    ['a PDF', 'document.jpg', pdfBytes(), 'image_type_invalid'],
    ['text', 'notes.png', 'just some words, nothing to see', 'image_type_invalid'],
    ['an SVG', 'drawing.png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'image_type_invalid'],
    ['an empty file', 'empty.png', '', 'file_empty'],
  ])('refuses %s with its code, storing nothing', async (_kind, name, bytes, code) => {
    const rows = (await testApp.db.select().from(mediaAssets)).length;
    const keys = await storedKeys();
    expect(await fieldCodeOf(store(fileOf(name, bytes)))).toEqual([{ path: 'file', code }]);
    expect((await testApp.db.select().from(mediaAssets)).length).toBe(rows);
    expect(await storedKeys()).toEqual(keys);
  });

  it('refuses a file over 10 MB and an image over 40 megapixels, and a damaged one', async () => {
    const oversized = Buffer.concat([await solidImage(10, 10, 'png'), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await fieldCodeOf(store(fileOf('huge.png', oversized)))).toEqual([
      { path: 'file', code: 'image_too_large' },
    ]);
    const manyPixels = await solidImage(8000, 5001, 'jpeg');
    expect(manyPixels.length).toBeLessThan(10 * 1024 * 1024);
    expect(await fieldCodeOf(store(fileOf('many.jpg', manyPixels)))).toEqual([
      { path: 'file', code: 'image_too_many_pixels' },
    ]);
    const whole = await solidImage(1000, 800, 'jpeg');
    expect(await fieldCodeOf(store(fileOf('cut.jpg', whole.subarray(0, whole.length / 2))))).toEqual([
      { path: 'file', code: 'image_unreadable' },
    ]);
  });

  it('leaves no row and no variant when the row cannot be written', async () => {
    const keys = await storedKeys();
    const refused = store(fileOf('fine.png', await solidImage(700, 400)), 'banner' as MediaPurpose);
    await expect(refused).rejects.toThrow();
    expect(await storedKeys()).toEqual(keys);
  });

  it('leaves no row when a variant cannot be stored', async () => {
    const uploads = testApp.config.uploadsDir;
    fs.mkdirSync(path.join(uploads, 'media'), { recursive: true });
    fs.renameSync(path.join(uploads, 'media'), path.join(uploads, 'media-aside'));
    // A file where the folder should be: writing under it fails.
    fs.writeFileSync(path.join(uploads, 'media'), 'in the way');
    try {
      const rows = (await testApp.db.select().from(mediaAssets)).length;
      await expect(store(fileOf('blocked.png', await solidImage(700, 400)))).rejects.toThrow();
      expect((await testApp.db.select().from(mediaAssets)).length).toBe(rows);
    } finally {
      fs.rmSync(path.join(uploads, 'media'));
      fs.renameSync(path.join(uploads, 'media-aside'), path.join(uploads, 'media'));
    }
  });
});

describe('findMediaImages', () => {
  it('answers the images that exist, by id, and skips unknown and malformed ids', async () => {
    const first = await store(fileOf('one.png', await solidImage(330, 100)));
    const second = await store(fileOf('two.png', await solidImage(100, 330)));
    const found = await findMediaImages(testApp, [first.id, second.id, first.id, randomUUID(), 'x; drop']);
    expect([...found.entries()].sort()).toEqual(
      [
        [first.id, first],
        [second.id, second],
      ].sort(),
    );
  });
});

describe('photoFromApplication', () => {
  const context = () => ({ db: testApp.db, config: testApp.config, logger: testApp.app.log });

  async function applicationWithPhoto(bytes: Buffer | null): Promise<string> {
    const applicant = await signedInAccount(testApp);
    const file = bytes ?? pdfBytes();
    const kind = bytes ? 'PHOTO' : 'CV';
    const reply = await upload(testApp, applicant.headers, {
      kind,
      fileName: 'me.jpg',
      contentType: 'image/jpeg',
      bytes: file,
    });
    expect(reply.errors).toBeUndefined();
    const mine = await testApp.graphql<{ myApplication: { id: string } }>(myApplicationQuery, {}, applicant.headers);
    return mine.data!.myApplication.id;
  }

  it("stores the application's photo as a photo image", async () => {
    const applicationId = await applicationWithPhoto(await phonePhoto());
    const image = await photoFromApplication(context(), applicationId);
    expect(image).toMatchObject({ width: 800, height: 1200, widths: [320, 640] });
    const [row] = await testApp.db.select().from(mediaAssets).where(eq(mediaAssets.id, image!.id));
    expect(row).toMatchObject({ purpose: 'photo', uploadedBy: null });
    expect((await variantBytes(image!, 640)).toString('latin1')).not.toContain(privateMetadata.description);
  });

  it('answers null for an application without a photo, and for an unknown one', async () => {
    expect(await photoFromApplication(context(), await applicationWithPhoto(null))).toBeNull();
    expect(await photoFromApplication(context(), randomUUID())).toBeNull();
  });

  it('answers null, and logs why without personal data, for a photo that cannot be published', async () => {
    const whole = await solidImage(600, 800, 'jpeg');
    const applicationId = await applicationWithPhoto(whole.subarray(0, whole.length / 2));
    expect(await photoFromApplication(context(), applicationId)).toBeNull();
    const line = testApp.logs.find((entry) => entry.msg === 'the application photo was not made a media image');
    expect(line).toMatchObject({ applicationId, code: 'image_unreadable' });
  });
});
