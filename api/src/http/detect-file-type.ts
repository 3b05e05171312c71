import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type/core';

/** Enough of a file's start for every signature file-type reads. */
const headBytes = 4_100;

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(headBytes);
    const { bytesRead } = await handle.read(buffer, 0, headBytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The media type of an uploaded file (on disk, or its bytes) by its magic bytes, whatever its name or the type
 * the client declared; undefined when no known signature matches.
 */
export async function detectFileType(source: string | Buffer): Promise<string | undefined> {
  const head = typeof source === 'string' ? await readHead(source) : source.subarray(0, headBytes);
  return (await fileTypeFromBuffer(head))?.mime;
}
