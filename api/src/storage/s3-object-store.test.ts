import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { standInClient, startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';
import { describeObjectStoreContract } from './object-store.contract';
import { s3ObjectStore } from './s3-object-store';

let standIn: S3StandIn;
let client: S3Client;

beforeAll(async () => {
  standIn = await startS3StandIn();
  client = standInClient(standIn);
});

afterAll(async () => {
  client?.destroy();
  await standIn?.stop();
});

/** Empties the bucket between tests, so each starts from nothing. */
async function emptyBucket(): Promise<void> {
  for (;;) {
    const page = await client.send(new ListObjectsV2Command({ Bucket: standIn.bucket }));
    const keys = (page.Contents ?? []).map((object) => object.Key!);
    if (keys.length === 0) return;
    await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: standIn.bucket, Key: key }))));
  }
}

const storeWith = (prefix: string) =>
  s3ObjectStore({ bucket: standIn.bucket, region: 'us-east-1', endpoint: standIn.endpoint, prefix, client });

describeObjectStoreContract('S3 (s3rver), no prefix', async () => ({ store: storeWith(''), dispose: emptyBucket }));
describeObjectStoreContract('S3 (s3rver), under uploads/', async () => ({
  store: storeWith('uploads/'),
  dispose: emptyBucket,
}));

describe('S3 object store', () => {
  afterEach(emptyBucket);

  it('keeps stores of different prefixes on one bucket apart', async () => {
    const uploads = storeWith('uploads/');
    const site = storeWith('site');
    await uploads.putBytes('applications/a', 'certificate');
    await site.putBytes('applications/a', 'not a certificate');
    await site.putBytes('remotes.json', '{}');

    expect((await uploads.readBytes('applications/a'))?.toString()).toBe('certificate');
    const uploadKeys = [];
    for await (const entry of uploads.list('')) uploadKeys.push(entry.key);
    expect(uploadKeys).toEqual(['applications/a']);
    await uploads.delete('applications/a');
    expect((await site.readBytes('applications/a'))?.toString()).toBe('not a certificate');
  });

  it('gives back the content type it was given', async () => {
    const site = storeWith('site/');
    await site.putBytes('shell/app.js', 'x', { contentType: 'text/javascript', cacheControl: 'public, max-age=60' });

    const object = await site.read('shell/app.js');
    object?.body.resume();
    expect(object?.contentType).toBe('text/javascript');
  });

  it('lists past one page of results, keys without the prefix', async () => {
    // s3rver cannot page (its continuation tokens use DES, which OpenSSL 3 no longer offers): S3's answers, scripted.
    const pages = [
      { Contents: [{ Key: 'uploads/many/1', Size: 1 }], IsTruncated: true, NextContinuationToken: 'next' },
      { Contents: [{ Key: 'uploads/many/2', Size: 2 }], IsTruncated: false },
    ];
    const requests: unknown[] = [];
    const scripted = {
      send: async (command: ListObjectsV2Command) => {
        requests.push(command.input);
        return pages[requests.length - 1];
      },
    } as unknown as S3Client;
    const uploads = s3ObjectStore({ bucket: 'b', region: 'us-east-1', prefix: 'uploads/', client: scripted });

    const keys = [];
    for await (const entry of uploads.list('many/')) keys.push(entry.key);
    expect(keys).toEqual(['many/1', 'many/2']);
    expect(requests).toEqual([
      expect.objectContaining({ Prefix: 'uploads/many/', ContinuationToken: undefined }),
      expect.objectContaining({ Prefix: 'uploads/many/', ContinuationToken: 'next' }),
    ]);
  });

  it('fails its check, and a read, when the bucket does not exist', async () => {
    const missing = s3ObjectStore({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: standIn.endpoint,
      client,
    });

    await expect(missing.check()).rejects.toThrow();
    await expect(missing.read('x')).rejects.toThrow();
  });

  it('sends a file or bytes again when the connection drops during the upload', async () => {
    const uploads = storeWith('uploads/');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-s3-drop-'));
    const file = path.join(folder, 'cv.pdf');
    fs.writeFileSync(file, '%PDF-1.4 '.repeat(10_000));
    try {
      const fileDropped = standIn.dropNextUpload('uploads/applications/cv');
      await uploads.putFile('applications/cv', file);
      await fileDropped;
      const bytesDropped = standIn.dropNextUpload('uploads/remotes.json');
      await uploads.putBytes('remotes.json', '{"version":1}');
      await bytesDropped;

      expect(await uploads.readBytes('applications/cv')).toEqual(fs.readFileSync(file));
      expect((await uploads.readBytes('remotes.json'))?.toString()).toBe('{"version":1}');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('does not send a write again when the store refuses it', async () => {
    let tries = 0;
    const refusing = {
      send: async () => {
        tries += 1;
        throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
      },
    } as unknown as S3Client;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-s3-refused-'));
    const file = path.join(folder, 'cv.pdf');
    fs.writeFileSync(file, '%PDF-1.4');
    try {
      const uploads = s3ObjectStore({ bucket: 'b', region: 'us-east-1', client: refusing });
      await expect(uploads.putFile('applications/cv', file)).rejects.toThrow('Access Denied');
      expect(tries).toBe(1);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
