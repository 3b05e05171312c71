import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** One file of an archive: its path inside it (ASCII, at most 100 characters) and its bytes. */
export interface ArchiveEntry {
  name: string;
  /** The bytes, or a function that reads them when the archive reaches the entry (so files are read one at a time). */
  bytes: Buffer | (() => Promise<Buffer | null>);
}

const blockSize = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** A POSIX ustar header for a plain file (mode 0600), owned by nobody in particular. */
function header(name: string, size: number, modifiedAt: Date): Buffer {
  if (!/^[\x21-\x7e][\x20-\x7e]{0,99}$/.test(name)) throw new Error(`Archive names are short ASCII paths: ${name}`);
  const block = Buffer.alloc(blockSize, 0);
  block.write(name, 0, 100, 'ascii');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let checksum = 0;
  for (const byte of block) checksum += byte;
  block.write(octal(checksum, 7) + ' ', 148, 'ascii');
  return block;
}

async function* tarBlocks(entries: readonly ArchiveEntry[], modifiedAt: Date): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const bytes = typeof entry.bytes === 'function' ? await entry.bytes() : entry.bytes;
    // A stored file that is gone is left out rather than failing the whole archive.
    if (!bytes) continue;
    yield header(entry.name, bytes.length, modifiedAt);
    yield bytes;
    const padding = (blockSize - (bytes.length % blockSize)) % blockSize;
    if (padding > 0) yield Buffer.alloc(padding, 0);
  }
  yield Buffer.alloc(blockSize * 2, 0);
}

/** A gzip-compressed tar archive of the entries, as a stream: what `tar -xzf` and every archive tool opens. */
export function tarGzStream(entries: readonly ArchiveEntry[], modifiedAt = new Date()): Readable {
  const gzip = createGzip();
  // pipeline destroys the gzip stream with the error when reading an entry fails, so the download is cut short.
  pipeline(Readable.from(tarBlocks(entries, modifiedAt)), gzip).catch(() => {});
  return gzip;
}
