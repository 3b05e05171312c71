import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  checkedKey,
  checkedPrefix,
  type ObjectStore,
  type PutOptions,
  type StoredObjectBody,
  type StoredObjectInfo,
} from './object-store';
import { withRetries } from './retry-writes';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, the test stand-in); unset: AWS itself. */
  endpoint?: string | null;
  /** Every key lives under it (`uploads/`, `site/`), so several stores share one bucket. */
  prefix?: string;
  /** Credentials and the like, for tests; by default the SDK's chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, …). */
  client?: S3Client;
}

/**
 * What the SDK throws for a missing object: a 404, whatever its name (HeadObject has no body to name it). A missing
 * bucket is a configuration error, not a missing object, and propagates.
 */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (failure?.name === 'NoSuchBucket') return false;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

/** S3's ETag comes quoted; the quotes are no part of the tag. */
const unquoted = (etag: string | undefined) => (etag ?? '').replace(/^"|"$/g, '');

/**
 * The store as an S3-compatible bucket, for several servers sharing one site. PutObject replaces an object
 * whole, so a reader sees the old bytes or the new ones, never a mix.
 */
export function s3ObjectStore({ bucket, region, endpoint, prefix = '', client }: S3ObjectStoreOptions): ObjectStore {
  const keyPrefix = prefix === '' ? '' : checkedPrefix(prefix.endsWith('/') ? prefix : `${prefix}/`);
  const s3 =
    client ??
    new S3Client({
      region,
      // S3-compatible services answer by path (no bucket DNS names) and few take the SDK's newer checksum trailers.
      ...(endpoint
        ? {
            endpoint,
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
  const objectKey = (key: string) => `${keyPrefix}${checkedKey(key)}`;

  async function send(key: string, body: Buffer | string | Readable, length: number, options: PutOptions) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        Body: body,
        ContentLength: length,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      }),
    );
  }

  /**
   * The SDK retries a write whose bytes it holds (a dropped connection, a 5xx, a throttle), never one whose stream
   * it has already read: a file is written with retries of its own, the file opened anew for each try.
   */
  async function putFile(key: string, filePath: string, options: PutOptions) {
    await withRetries(async () => {
      const file = await fs.promises.open(filePath);
      const body = file.createReadStream({ autoClose: false });
      try {
        await send(key, body, (await file.stat()).size, options);
      } finally {
        body.destroy();
        await file.close();
      }
    });
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return {
        key,
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
        tag: unquoted(head.ETag),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function read(key: string): Promise<StoredObjectBody | null> {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return {
        key,
        size: object.ContentLength ?? 0,
        modifiedAt: object.LastModified ?? new Date(0),
        tag: unquoted(object.ETag),
        body: object.Body as Readable,
        contentType: object.ContentType,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function* list(prefixOfKeys: string): AsyncIterable<StoredObjectInfo> {
    const wanted = `${keyPrefix}${checkedPrefix(prefixOfKeys)}`;
    let continuationToken: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: wanted, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(wanted)) continue;
        yield {
          key: object.Key.slice(keyPrefix.length),
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
          tag: unquoted(object.ETag),
        };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  return {
    kind: 's3',
    location: `s3://${bucket}/${keyPrefix}`,
    putFile: (key, filePath, options) => putFile(key, filePath, options ?? {}),
    putBytes: (key, body, options) => send(key, body, Buffer.byteLength(body), options ?? {}),
    read,
    async readBytes(key) {
      const object = await read(key);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    stat,
    async delete(key) {
      // S3 answers a delete of a missing key with success; a 404 from a stand-in means the same.
      try {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    list,
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
