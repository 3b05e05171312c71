import type { Readable } from 'node:stream';

/**
 * Where files live: uploaded application documents (private, read back only through the API) and the published
 * site (the shell, each remote version, remotes.json and its history). A local folder by default; an
 * S3-compatible bucket when several servers share one site (S3_BUCKET). One contract, one test suite for both.
 *
 * Keys are `/`-separated relative paths (`applications/3f…`, `remotes/mfe-public/1.0.0-ab12/mf-manifest.json`):
 * no leading `/`, no empty, `.` or `..` segment, no backslash.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** A human-readable location for logs and errors: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores a file's bytes under `key`, replacing any object there; a reader sees the old or the whole new one. */
  putFile(key: string, filePath: string, options?: PutOptions): Promise<void>;
  putBytes(key: string, body: Buffer | string, options?: PutOptions): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  read(key: string): Promise<StoredObjectBody | null>;
  /** The whole object in memory (small objects only: manifests, remotes.json), or null when there is none. */
  readBytes(key: string): Promise<Buffer | null>;
  /** Size, time and a tag that changes whenever the object does; null when there is none. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (`''`: all), in no particular order. */
  list(prefix: string): AsyncIterable<StoredObjectInfo>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

export interface StoredObjectInfo {
  key: string;
  size: number;
  modifiedAt: Date;
  /** Changes whenever the object's bytes do (S3's ETag; size and modification time for a folder). */
  tag: string;
}

export interface StoredObjectBody extends StoredObjectInfo {
  body: Readable;
  contentType?: string;
}

const badSegment = (segment: string) => segment === '' || segment === '.' || segment === '..';

/** Refuses a key that could leave the store's folder or prefix. */
export function checkedKey(key: string): string {
  if (typeof key !== 'string' || key.length > 1_024 || key.includes('\\') || key.includes('\0')) {
    throw new Error(`Bad object key: ${JSON.stringify(key)}`);
  }
  if (key.split('/').some(badSegment)) throw new Error(`Bad object key: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix for `list`: empty, or a key ending in `/`, or a key. */
export function checkedPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  return prefix.endsWith('/') ? `${checkedKey(prefix.slice(0, -1))}/` : checkedKey(prefix);
}
