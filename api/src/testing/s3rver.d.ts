// s3rver ships no types: the part of its API the stand-in uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Readable } from 'node:stream';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  interface StoredObject {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | Readable;
  }

  interface FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
