import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { localObjectStore } from '@sakina/api';
import { contentHash } from './dist-folder';
import { publishRemote, publishShell } from './site-publisher';
import { listVersions, readHistory, readLiveRemotes } from './site-registry';
import { recordingStore, temporaryFolder, writeRemoteBuild, writeShellBuild } from './site-test-fixtures';

const immutable = 'public, max-age=31536000, immutable';

describe('publishing a remote version', () => {
  let work: ReturnType<typeof temporaryFolder>;
  let siteDir: string;

  beforeEach(() => {
    work = temporaryFolder('publish');
    siteDir = path.join(work.folder, 'site');
  });
  afterEach(() => work.remove());

  const build = (label: string) => writeRemoteBuild(path.join(work.folder, `dist-${label}`), 'mfe_business', label);
  const siteFile = (...parts: string[]) => path.join(siteDir, ...parts);

  it('uploads every file immutable with its precompressed siblings, the manifest last, then points remotes.json at it', async () => {
    const store = recordingStore(localObjectStore(siteDir));
    const dist = build('one');
    const published = await publishRemote(store, { name: 'mfe-business', dist, packageVersion: '1.0.0' });

    const version = `1.0.0-${await contentHash(dist)}`;
    expect(published).toEqual({ version, uploaded: true, liveBefore: undefined, liveAfter: version });
    const folder = siteFile('remotes', 'mfe-business', version);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '806.c293c1a8.js', 'logo.797520ff.png']) {
      expect(fs.readFileSync(path.join(folder, file))).toEqual(fs.readFileSync(path.join(dist, file)));
    }
    const entry = fs.readFileSync(path.join(dist, 'server', 'remoteEntry.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, 'server', 'remoteEntry.js.br')))).toEqual(entry);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, 'server', 'remoteEntry.js.gz')))).toEqual(entry);
    // Too small, or not text: sent as they are.
    expect(fs.existsSync(path.join(folder, 'ssr-assets.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'logo.797520ff.png.gz'))).toBe(false);

    const versionPuts = store.puts.filter((put) => put.key.startsWith('remotes/'));
    expect(versionPuts.at(-1)?.key).toBe(`remotes/mfe-business/${version}/mf-manifest.json`);
    expect(versionPuts.every((put) => put.options?.cacheControl === immutable)).toBe(true);
    expect(versionPuts.find((put) => put.key.endsWith('/remoteEntry.js'))?.options?.contentType).toMatch(
      /^text\/javascript/,
    );
    expect(store.puts.at(-1)?.key).toBe('remotes.json');
    expect(await readLiveRemotes(store)).toEqual({
      mfe_business: `/remotes/mfe-business/${version}/mf-manifest.json`,
    });
  });

  it('does not upload a version again, and with onlyIfNew never makes a published version live again', async () => {
    const store = recordingStore(localObjectStore(siteDir));
    const first = await publishRemote(store, { name: 'mfe-business', dist: build('one'), packageVersion: '1.0.0' });
    const second = await publishRemote(store, { name: 'mfe-business', dist: build('two'), packageVersion: '1.0.0' });
    store.puts.length = 0;

    const again = await publishRemote(
      store,
      { name: 'mfe-business', dist: build('one'), packageVersion: '1.0.0' },
      { onlyIfNew: true },
    );
    expect(again).toEqual({
      version: first.version,
      uploaded: false,
      liveBefore: second.version,
      liveAfter: second.version,
    });
    expect(store.puts).toEqual([]);

    // A deploy (not onlyIfNew) of a published build makes it live, without uploading it.
    const redeployed = await publishRemote(store, {
      name: 'mfe-business',
      dist: build('one'),
      packageVersion: '1.0.0',
    });
    expect(redeployed.liveAfter).toBe(first.version);
    expect(store.puts.map((put) => put.key)).toEqual(['remotes-history.json', 'remotes.json']);
  });

  it('publishes an earlier, half-uploaded version again whole (its manifest is what counts)', async () => {
    const store = localObjectStore(siteDir);
    const dist = build('one');
    const version = `1.0.0-${await contentHash(dist)}`;
    await store.putBytes(`remotes/mfe-business/${version}/remoteEntry.js`, 'half');
    const published = await publishRemote(store, { name: 'mfe-business', dist, packageVersion: '1.0.0' });
    expect(published.uploaded).toBe(true);
    expect(fs.readFileSync(siteFile('remotes', 'mfe-business', version, 'remoteEntry.js'))).toEqual(
      fs.readFileSync(path.join(dist, 'remoteEntry.js')),
    );
  });

  it('refuses a folder without a build, the build of another remote, and a symbolic link', async () => {
    const store = localObjectStore(siteDir);
    const empty = path.join(work.folder, 'empty');
    fs.mkdirSync(empty);
    await expect(publishRemote(store, { name: 'mfe-business', dist: empty, packageVersion: '1.0.0' })).rejects.toThrow(
      'mfe-business has no build',
    );
    const other = writeRemoteBuild(path.join(work.folder, 'public'), 'mfe_public', 'one');
    await expect(publishRemote(store, { name: 'mfe-business', dist: other, packageVersion: '1.0.0' })).rejects.toThrow(
      'is the build of mfe_public, not of mfe-business',
    );
    const linked = build('linked');
    fs.symlinkSync('/etc/hostname', path.join(linked, 'secret.txt'));
    await expect(publishRemote(store, { name: 'mfe-business', dist: linked, packageVersion: '1.0.0' })).rejects.toThrow(
      'is a symbolic link',
    );
    await expect(
      publishRemote(store, { name: 'mfe-nothing' as 'mfe-business', dist: other, packageVersion: '1.0.0' }),
    ).rejects.toThrow('Unknown remote "mfe-nothing"');
    expect(fs.existsSync(siteFile('remotes.json'))).toBe(false);
  });

  it('lists each version with the time it was deployed, the live one marked', async () => {
    const store = localObjectStore(siteDir);
    const first = await publishRemote(store, { name: 'mfe-business', dist: build('one'), packageVersion: '1.0.0' });
    const second = await publishRemote(store, { name: 'mfe-business', dist: build('two'), packageVersion: '1.0.0' });
    const history = await readHistory(store);
    const listing = await listVersions(store);
    expect(listing['mfe-business']).toEqual([
      { version: first.version, live: false, deployedAt: history['mfe-business']![0]!.at },
      { version: second.version, live: true, deployedAt: history['mfe-business']![1]!.at },
    ]);
    expect(listing['mfe-public']).toEqual([]);
  });
});

describe('publishing the shell', () => {
  let work: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    work = temporaryFolder('shell');
  });
  afterEach(() => work.remove());

  it('uploads hashed files immutable and the rest no-cache, index.html last; a rebuild uploads only what changed', async () => {
    const store = recordingStore(localObjectStore(path.join(work.folder, 'site')));
    const dist = writeShellBuild(path.join(work.folder, 'dist'), 'first');
    expect(await publishShell(store, dist)).toEqual({ uploaded: 5, kept: 0 });
    const firstPage = store.puts.find((put) => /^shell\/page\.[0-9a-f]{8}\.js$/.test(put.key))!.key;

    const cacheOf = (key: string) => store.puts.find((put) => put.key === key)?.options?.cacheControl;
    expect(cacheOf('shell/main.3f2a9c1d.js')).toBe(immutable);
    expect(cacheOf('shell/main.3f2a9c1d.js.br')).toBe(immutable);
    expect(cacheOf('shell/index.html')).toBe('no-cache');
    expect(cacheOf('shell/build.json')).toBe('no-cache');
    expect(cacheOf('shell/server/main.js')).toBe('no-cache');
    expect(store.puts.at(-1)?.key).toBe('shell/index.html');

    store.puts.length = 0;
    const rebuilt = writeShellBuild(path.join(work.folder, 'dist-second'), 'second');
    expect(await publishShell(store, rebuilt)).toEqual({ uploaded: 4, kept: 1 });
    expect(store.puts.map((put) => put.key)).not.toContain('shell/main.3f2a9c1d.js');
    expect(store.puts.at(-1)?.key).toBe('shell/index.html');
    expect((await store.readBytes('shell/index.html'))?.toString()).toContain('Sakina second');
    // The first build's chunk stays for the tabs still running it.
    expect(await store.stat(firstPage)).not.toBeNull();
  });

  it('refuses a folder without index.html', async () => {
    await expect(publishShell(localObjectStore(path.join(work.folder, 'site')), work.folder)).rejects.toThrow(
      'shell has no build',
    );
  });
});
