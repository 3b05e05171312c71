import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from './precompress';
import { cacheKeyOf, prune, type PrecompressCache } from './precompress-cache';

const script = Buffer.from(`export const greeting = ${JSON.stringify('مرحبا '.repeat(400))};\n`);

describe('precompressed files kept by their content', () => {
  let folder: string;
  let cache: PrecompressCache;

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-'));
    cache = { directory: path.join(folder, 'cache'), maxBytes: 1024 * 1024 };
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('compresses a file once: publishing the same bytes again reads what was kept', async () => {
    const first = await precompress('main.1a2b3c4d.js', script, cache);
    expect(zlib.brotliDecompressSync(first.br!)).toEqual(script);
    expect(zlib.gunzipSync(first.gz!)).toEqual(script);

    // What is kept is what a second publish sends: the kept brotli bytes, swapped here, come back as they are.
    const kept = path.join(cache.directory, `${cacheKeyOf(script)}.br`);
    const marker = zlib.brotliCompressSync(Buffer.from('from the cache'));
    fs.writeFileSync(kept, marker);
    const again = await precompress('other-name.js', script, cache);
    expect(again.br).toEqual(marker);
    expect(again.gz).toEqual(first.gz);
  });

  it('remembers an encoding that does not make the file smaller as left out', async () => {
    const noise = randomBytes(4096);
    expect(await precompress('noise.js', noise, cache)).toEqual({});
    expect(await precompress('noise.js', noise, cache)).toEqual({});
    expect(fs.readdirSync(cache.directory).sort()).toEqual([`${cacheKeyOf(noise)}.br`, `${cacheKeyOf(noise)}.gz`]);
  });

  it('still compresses when the cache cannot be written', async () => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(cache.directory, 'a file where the folder should be');
    const result = await precompress('main.js', script, cache);
    expect(zlib.brotliDecompressSync(result.br!)).toEqual(script);
  });

  it('prunes the entries used least recently once the folder is over its size', async () => {
    const files = ['a', 'b', 'c'].map((letter) => Buffer.from(randomBytes(1500).toString('base64') + letter));
    for (const file of files) await precompress('file.js', file, cache);
    // The second is the one used least recently; the third was just read again.
    const past = new Date(Date.now() - 60_000);
    for (const file of files.slice(1)) {
      fs.utimesSync(path.join(cache.directory, `${cacheKeyOf(file)}.br`), past, past);
    }
    await precompress('file.js', files[2]!, cache);
    const total = fs
      .readdirSync(cache.directory)
      .reduce((sum, name) => sum + fs.statSync(path.join(cache.directory, name)).size, 0);
    const small: PrecompressCache = { ...cache, maxBytes: total - 1 };

    await prune(small);

    const left = new Set(fs.readdirSync(cache.directory).map((name) => name.split('.')[0]));
    expect(left.has(cacheKeyOf(files[1]!))).toBe(false);
    expect(left.has(cacheKeyOf(files[0]!))).toBe(true);
    expect(left.has(cacheKeyOf(files[2]!))).toBe(true);
  });
});
