import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  cacheKeyOf,
  defaultPrecompressCache,
  readCached,
  writeCached,
  type PrecompressCache,
} from './precompress-cache';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Source maps are left out: only developer tools fetch them, and the server compresses those on the fly.
const textFile = /\.(?:js|mjs|css|json|html|svg|txt|xml)$/i;
// Below this the encodings' framing costs about as much as they save (the server's threshold too).
const minimumBytes = 1024;

export interface Precompressed {
  br?: Buffer;
  gz?: Buffer;
}

async function compressed(content: Buffer) {
  const [br, gz] = await Promise.all([
    brotliCompress(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < content.length ? br : null, gz: gz.length < content.length ? gz : null };
}

/**
 * The `.br` (brotli, highest quality) and `.gz` (gzip 9) published beside a text file, which the server sends
 * as they are to clients that accept them. An encoding that does not make the file smaller is left out. Bytes
 * compressed before on this machine come from `cache` (`precompress-cache.ts`).
 */
export async function precompress(
  relativePath: string,
  content: Buffer,
  cache: PrecompressCache = defaultPrecompressCache,
): Promise<Precompressed> {
  if (!textFile.test(relativePath) || content.length < minimumBytes) return {};
  const key = cacheKeyOf(content);
  let encodings = await readCached(cache, key);
  if (!encodings) {
    encodings = await compressed(content);
    await writeCached(cache, key, encodings);
  }
  return { ...(encodings.br && { br: encodings.br }), ...(encodings.gz && { gz: encodings.gz }) };
}
