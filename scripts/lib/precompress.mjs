// Publish-time compression: each text file of a published folder gets a .br (brotli, highest quality) and a .gz
// (gzip level 9) beside it, which the server sends as they are to clients that accept them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Source maps are left out: only developer tools fetch them, and the server compresses those on the fly.
const textFile = /\.(?:js|mjs|css|json|html|svg|txt|xml)$/i;
// Below this the encodings' framing costs about as much as they save (the server's threshold too).
const minimumBytes = 1024;

function listFiles(directory) {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes file.br and file.gz next to every text file of `directory` worth compressing; returns how many. */
export function precompressDirectory(directory) {
  let count = 0;
  for (const file of listFiles(directory)) {
    if (!textFile.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < minimumBytes) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    // An encoding that does not make the file smaller is not written: the plain file is then served.
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}
