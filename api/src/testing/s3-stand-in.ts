import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, Server } from 'node:http';
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './free-port';

export interface S3StandIn {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  port: number;
  /** The keys s3rver accepts (it checks signatures): set them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /**
   * The next PUT whose key contains `keyPart` loses its connection once its body starts arriving, as a dropped
   * network would; later requests are served. Resolves when that connection has been cut.
   */
  dropNextUpload(keyPart: string): Promise<void>;
  /** Stops the server; a folder the stand-in made itself is removed. */
  stop(): Promise<void>;
}

export interface S3StandInOptions {
  /** Where the objects are kept; default: a new temporary folder, removed on stop. */
  directory?: string;
  /** Default: a free loopback port. */
  port?: number;
  /** Created when missing; default `sakina`. */
  bucket?: string;
}

/**
 * An S3-compatible server on loopback (s3rver, objects in a folder) for tests and `npm run cluster`: plain Node,
 * no test framework needed. It lists at most 1,000 keys of a prefix: its continuation tokens need DES, which
 * OpenSSL 3 no longer offers.
 */
export async function startS3StandIn({
  directory,
  port,
  bucket = 'sakina',
}: S3StandInOptions = {}): Promise<S3StandIn> {
  const folder = directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-s3-'));
  fs.mkdirSync(folder, { recursive: true });
  const chosenPort = port ?? (await freePort());
  const server = new S3rver({
    address: '127.0.0.1',
    port: chosenPort,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  writeObjectsWhole(server);
  await server.run();
  const httpServer = (server as unknown as { httpServer: Server }).httpServer;
  return {
    endpoint: `http://127.0.0.1:${chosenPort}`,
    bucket,
    port: chosenPort,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    dropNextUpload: (keyPart) => dropNextUpload(httpServer, keyPart),
    async stop() {
      await server.close();
      if (!directory) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

function dropNextUpload(httpServer: Server, keyPart: string): Promise<void> {
  return new Promise((dropped) => {
    const cut = (request: IncomingMessage) => {
      if (request.method !== 'PUT' || !request.url?.includes(keyPart)) return;
      httpServer.off('request', cut);
      request.once('data', () => {
        request.socket.destroy();
        dropped();
      });
    };
    // Before s3rver's own listener, so the request is cut before it is answered.
    httpServer.prependListener('request', cut);
  });
}

/**
 * A client of the stand-in, configured as the server's own for an S3_ENDPOINT (path-style, checksums only when
 * required: s3rver would store the SDK's newer chunked checksum framing as part of the object).
 */
export function standInClient({ endpoint, credentials }: Pick<S3StandIn, 'endpoint' | 'credentials'>): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function bytesOf(content: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * s3rver writes an object in place (and answers before the write ends), so a reader could meet half of one;
 * S3 never shows that. Objects are written beside their place and renamed into it, as S3 behaves.
 */
function writeObjectsWhole(server: S3rver): void {
  const { store } = server;
  store.putObject = async (object) => {
    const content = await bytesOf(object.content);
    const target = store.getResourcePath(object.bucket, object.key, 'object');
    const partial = `${target}.part-${randomUUID()}`;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(partial, content);
    await fs.promises.rename(partial, target);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}
