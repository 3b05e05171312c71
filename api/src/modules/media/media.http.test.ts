import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeImage, type MediaImage } from './media.service';
import { solidImage } from './media.testing';

let testApp: TestApp;
let image: MediaImage;

beforeAll(async () => {
  testApp = await createTestApp();
  const file = path.join(testApp.config.uploadsDir, '..', 'landscape.png');
  fs.writeFileSync(file, await solidImage(1000, 500));
  image = await storeImage(testApp, { filePath: file, purpose: 'content', uploadedBy: null });
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('GET /media/<id>/<width>.webp', () => {
  it('answers each stored width as WebP, public and immutable, with an ETag', async () => {
    expect(image.widths).toEqual([320, 640, 960]);
    for (const width of image.widths) {
      const response = await get(`/media/${image.id}/${width}.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['etag']).toBe(`"${image.id}-${width}"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
  });

  it('answers 304 to a browser that holds it already', async () => {
    const url = `/media/${image.id}/640.webp`;
    const { etag } = (await get(url)).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`]) {
      const response = await get(url, { 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', () => `/media/${randomUUID()}/320.webp`],
    ['a width not stored', () => `/media/${image.id}/123.webp`],
    ['a width wider than stored', () => `/media/${image.id}/1600.webp`],
    ['a width with a leading zero', () => `/media/${image.id}/0320.webp`],
    ['another extension', () => `/media/${image.id}/320.png`],
    ['no extension', () => `/media/${image.id}/320`],
    ['a malformed id', () => `/media/not-a-uuid/320.webp`],
    ['an id in upper case (not an address we give out)', () => `/media/${image.id.toUpperCase()}/320.webp`],
    ['the folder of an image', () => `/media/${image.id}/`],
    ['the folder of images', () => `/media/`],
    ['a path out of the folder', () => `/media/../package.json`],
    ['an encoded path out of the folder', () => `/media/%2e%2e/%2e%2e/package.json`],
    ['an encoded slash in the file', () => `/media/${image.id}/..%2f..%2f320.webp`],
    ['an encoded slash in the id', () => `/media/..%2fapplications/320.webp`],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await get(url());
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toBe('image/webp');
    expect(String(response.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });

  it('answers 404 when a stored width has gone from the store', async () => {
    const file = path.join(testApp.config.uploadsDir, '..', 'small.png');
    fs.writeFileSync(file, await solidImage(100, 100));
    const lost = await storeImage(testApp, { filePath: file, purpose: 'content', uploadedBy: null });
    fs.rmSync(path.join(testApp.config.uploadsDir, 'media', lost.id, '100.webp'));
    const response = await get(`/media/${lost.id}/100.webp`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });
});
