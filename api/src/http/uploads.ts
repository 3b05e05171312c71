import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';

/** One uploaded file, already on disk (never in memory): what the `File` scalar hands a resolver. */
export class StoredUpload {
  constructor(
    /** A temporary file, removed once the request is answered unless a resolver moved it away. */
    readonly path: string,
    /** The name the client gave it: only for showing, never for deciding its type. */
    readonly name: string,
    readonly size: number,
  ) {}
}

/** A multipart request refused while reading it: answered as a GraphQL error with this status. */
export class UploadRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadLimits {
  /** The largest file; reading stops at the first byte over it. */
  fileBytes: number;
  /** The largest `operations` or `map` field. */
  fieldBytes: number;
}

/** The GraphQL request of a multipart body, with the file in place of its `variables` entry. */
export interface UploadRequestBody {
  upload: StoredUpload;
  params: { query?: unknown; variables?: Record<string, unknown>; operationName?: unknown; extensions?: unknown };
}

function parseJsonField(value: string | undefined, name: string): unknown {
  if (value === undefined) throw new UploadRefusedError(400, 'BAD_REQUEST', `The "${name}" field must come first.`);
  try {
    return JSON.parse(value);
  } catch {
    throw new UploadRefusedError(400, 'BAD_REQUEST', `The "${name}" field is not JSON.`);
  }
}

/** Puts the file at a path of the multipart spec's `map`, such as `variables.file`. */
function placeUpload(params: UploadRequestBody['params'], target: string, upload: StoredUpload): void {
  const keys = target.split('.');
  if (keys[0] !== 'variables' || keys.length < 2 || keys.some((key) => key === '__proto__' || key === 'constructor')) {
    throw new UploadRefusedError(400, 'BAD_REQUEST', 'A file may only stand for a variable.');
  }
  let holder: Record<string, unknown> = (params.variables ??= {});
  for (const key of keys.slice(1, -1)) {
    const next = holder[key];
    if (typeof next !== 'object' || next === null) throw new UploadRefusedError(400, 'BAD_REQUEST', 'Bad file path.');
    holder = next as Record<string, unknown>;
  }
  holder[keys[keys.length - 1]!] = upload;
}

/**
 * Reads a GraphQL multipart request (operations, map, one file) and streams its file to `directory`, stopping
 * at the first byte over the limit. Resolves with the request to run, or rejects with UploadRefusedError; the
 * temporary file of a refused request is removed.
 */
export async function receiveUpload(
  payload: Readable,
  headers: IncomingHttpHeaders,
  directory: string,
  limits: UploadLimits,
): Promise<UploadRequestBody> {
  await fs.promises.mkdir(directory, { recursive: true, mode: 0o700 });
  const fields = new Map<string, string>();
  let stored: { path: string; name: string; size: number } | null = null;
  let writing: Promise<void> | null = null;
  let stopWriting = () => {};
  let refusal: UploadRefusedError | null = null;
  let stopReading = () => {};
  const refuse = (error: UploadRefusedError) => {
    refusal ??= error;
    stopReading();
  };

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: headers as { 'content-type': string } & IncomingHttpHeaders,
      limits: { files: 1, fileSize: limits.fileBytes, fields: 2, fieldSize: limits.fieldBytes, parts: 3 },
    });
  } catch {
    throw new UploadRefusedError(400, 'BAD_REQUEST', 'Not a multipart request.');
  }
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated)
      refuse(new UploadRefusedError(413, 'REQUEST_ENTITY_TOO_LARGE', `The "${name}" field is too large.`));
    fields.set(name, value);
  });
  parser.on('file', (_field, stream, fileName) => {
    const file = { path: path.join(directory, randomUUID()), name: fileName, size: 0 };
    stored = file;
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.length;
    });
    stream.on('limit', () => {
      refuse(new UploadRefusedError(413, 'REQUEST_ENTITY_TOO_LARGE', 'The file is too large.'));
    });
    const target = fs.createWriteStream(file.path, { flags: 'wx', mode: 0o600 });
    writing = new Promise<void>((resolve) => target.on('close', resolve));
    target.on('error', () => {
      stream.unpipe(target);
      stream.resume();
      refuse(new UploadRefusedError(500, 'INTERNAL_SERVER_ERROR', 'The file could not be stored.'));
    });
    stopWriting = () => {
      stream.unpipe(target);
      target.destroy();
    };
    stream.pipe(target);
  });
  parser.on('filesLimit', () => refuse(new UploadRefusedError(400, 'BAD_REQUEST', 'Send one file per request.')));
  parser.on('partsLimit', () => refuse(new UploadRefusedError(400, 'BAD_REQUEST', 'Send one file per request.')));
  parser.on('fieldsLimit', () => refuse(new UploadRefusedError(400, 'BAD_REQUEST', 'Too many fields.')));

  const removeFile = async () => {
    const file = stored as { path: string } | null;
    if (file) await fs.promises.rm(file.path, { force: true });
  };
  try {
    // Stop reading at the first refusal: what is left of the body is never read.
    await new Promise<void>((resolve, reject) => {
      stopReading = () => {
        payload.unpipe(parser);
        stopWriting();
        resolve();
      };
      parser.on('finish', resolve);
      parser.on('error', reject);
      payload.on('error', reject);
      // A client that hangs up mid-body: nothing more will come.
      payload.on('close', () => {
        if (!payload.readableEnded) reject(new UploadRefusedError(400, 'BAD_REQUEST', 'The request ended early.'));
      });
      payload.pipe(parser);
    });
    if (writing) await (writing as Promise<void>).catch(() => undefined);
    if (refusal) throw refusal;
    const file = stored as { path: string; name: string; size: number } | null;
    if (!file) throw new UploadRefusedError(400, 'BAD_REQUEST', 'The request holds no file.');
    const params = parseJsonField(fields.get('operations'), 'operations');
    const map = parseJsonField(fields.get('map'), 'map');
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      throw new UploadRefusedError(400, 'BAD_REQUEST', 'One operation per upload.');
    }
    const targets = typeof map === 'object' && map !== null ? Object.values(map as Record<string, unknown>) : [];
    const [paths] = targets;
    if (targets.length !== 1 || !Array.isArray(paths) || paths.length !== 1 || typeof paths[0] !== 'string') {
      throw new UploadRefusedError(400, 'BAD_REQUEST', 'The map must name one variable for one file.');
    }
    const upload = new StoredUpload(file.path, file.name, file.size);
    const body: UploadRequestBody = { upload, params: params as UploadRequestBody['params'] };
    placeUpload(body.params, paths[0], upload);
    return body;
  } catch (error) {
    await removeFile();
    if (error instanceof UploadRefusedError) throw error;
    throw new UploadRefusedError(400, 'BAD_REQUEST', 'The multipart request could not be read.');
  }
}
