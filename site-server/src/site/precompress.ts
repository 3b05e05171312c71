import { promisify } from 'node:util';
import zlib from 'node:zlib';

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

/**
 * The `.br` (brotli, highest quality) and `.gz` (gzip 9) published beside a text file, which the server sends
 * as they are to clients that accept them. An encoding that does not make the file smaller is left out.
 */
export async function precompress(relativePath: string, content: Buffer): Promise<Precompressed> {
  if (!textFile.test(relativePath) || content.length < minimumBytes) return {};
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
  return {
    ...(br.length < content.length && { br }),
    ...(gz.length < content.length && { gz }),
  };
}
