import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, localObjectStore, type Logger, type ObjectStore } from '@sakina/api';
import { createTestApp, waitFor } from '@sakina/api/testing';
import { followSiteStore } from './follow-site-store';
import { createSiteMirror, type SiteMirror } from './site-mirror';
import { publishRemote, publishShell } from './site-publisher';
import { delay, temporaryFolder, writeRemoteBuild, writeShellBuild } from './site-test-fixtures';

const pollMs = 200;

interface LogLine {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
  message: string;
}

function recordingLogger() {
  const lines: LogLine[] = [];
  const logger = {
    info: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'info', fields, message }),
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'warn', fields, message }),
  };
  return { lines, logger: logger as unknown as Logger };
}

/** The bucket as the servers see it: the same objects, and a switch that makes every call fail. */
function unreliable(store: ObjectStore) {
  const state = { down: false, reads: [] as string[] };
  const failing = <Args extends unknown[], Result>(call: (...args: Args) => Result) =>
    ((...args: Args) => {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
      return call(...args);
    }) as (...args: Args) => Result;
  const wrapped: ObjectStore = {
    ...store,
    kind: 's3',
    stat: failing(store.stat),
    readBytes: failing(store.readBytes),
    list: failing(store.list),
    read: failing(async (key: string) => {
      state.reads.push(key);
      return store.read(key);
    }),
  };
  return { store: wrapped, state };
}

describe('a server following the site in a shared store', () => {
  let work: ReturnType<typeof temporaryFolder>;
  let bucket: ObjectStore;
  let siteDir: string;
  let mirror: SiteMirror | undefined;

  beforeEach(() => {
    work = temporaryFolder('mirror');
    bucket = localObjectStore(path.join(work.folder, 'bucket'));
    siteDir = path.join(work.folder, 'server-site');
  });
  afterEach(async () => {
    await mirror?.stop();
    mirror = undefined;
    work.remove();
  });

  const deploy = async (name: 'mfe-business' | 'mfe-public', label: string) =>
    (
      await publishRemote(bucket, {
        name,
        dist: writeRemoteBuild(path.join(work.folder, `dist-${name}-${label}`), name.replace('-', '_'), label),
        packageVersion: '1.0.0',
      })
    ).version;

  const localRegistry = () => JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8'));
  const localFile = (...parts: string[]) => path.join(siteDir, ...parts);
  const sameFile = (key: string) =>
    fs.readFileSync(localFile(...key.split('/'))).equals(fs.readFileSync(path.join(bucket.location, key)));

  async function bucketKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of bucket.list(prefix)) keys.push(object.key);
    return keys;
  }

  it('copies the shell, remotes.json, the history and every live version before it is ready', async () => {
    await publishShell(bucket, writeShellBuild(path.join(work.folder, 'shell-dist'), 'first'));
    const business = await deploy('mfe-business', 'one');
    const publicVersion = await deploy('mfe-public', 'one');
    const { logger } = recordingLogger();
    mirror = createSiteMirror({ store: bucket, siteDir, pollMs, logger });
    expect(mirror.isReady()).toBe(false);

    expect(await mirror.start()).toBe(true);
    expect(mirror.isReady()).toBe(true);
    expect(localRegistry()).toEqual({
      mfe_business: `/remotes/mfe-business/${business}/mf-manifest.json`,
      mfe_public: `/remotes/mfe-public/${publicVersion}/mf-manifest.json`,
    });
    const keys = [
      ...(await bucketKeys('shell/')),
      ...(await bucketKeys(`remotes/mfe-business/${business}/`)),
      ...(await bucketKeys(`remotes/mfe-public/${publicVersion}/`)),
      'remotes-history.json',
    ];
    expect(keys).toContain(`remotes/mfe-business/${business}/server/remoteEntry.js.br`);
    expect(keys.filter((key) => !sameFile(key))).toEqual([]);
  });

  it('skips, on a restart, the versions it already holds whole, and completes one that is not', async () => {
    await publishShell(bucket, writeShellBuild(path.join(work.folder, 'shell-dist'), 'first'));
    const business = await deploy('mfe-business', 'one');
    const publicVersion = await deploy('mfe-public', 'one');
    const first = createSiteMirror({ store: bucket, siteDir, pollMs, logger: recordingLogger().logger });
    await first.start();
    await first.stop();
    fs.rmSync(localFile('remotes', 'mfe-public', publicVersion, 'remoteEntry.js'));

    const { store, state } = unreliable(bucket);
    mirror = createSiteMirror({ store, siteDir, pollMs, logger: recordingLogger().logger });
    await mirror.start();
    expect(state.reads.filter((key) => key.startsWith('remotes/mfe-business/'))).toEqual([]);
    expect(state.reads).toContain(`remotes/mfe-public/${publicVersion}/remoteEntry.js`);
    expect(sameFile(`remotes/mfe-public/${publicVersion}/remoteEntry.js`)).toBe(true);
    expect(localRegistry().mfe_business).toContain(business);
  });

  it('follows a deploy within a poll, and names the new version locally only once all its files are there', async () => {
    await publishShell(bucket, writeShellBuild(path.join(work.folder, 'shell-dist'), 'first'));
    const first = await deploy('mfe-business', 'one');
    const { store } = unreliable(bucket);
    // Slow downloads, so the moment remotes.json changes can be watched.
    const slowStore: ObjectStore = {
      ...store,
      read: async (key) => {
        await delay(10);
        return store.read(key);
      },
    };
    mirror = createSiteMirror({ store: slowStore, siteDir, pollMs, logger: recordingLogger().logger });
    await mirror.start();

    const second = await deploy('mfe-business', 'two');
    const secondKeys = await bucketKeys(`remotes/mfe-business/${second}/`);
    const namedTooEarly: string[] = [];
    const watcher = setInterval(() => {
      const named: string = localRegistry().mfe_business;
      if (named.includes(second) && !secondKeys.every((key) => fs.existsSync(localFile(...key.split('/'))))) {
        namedTooEarly.push(named);
      }
    }, 2);
    const started = Date.now();
    try {
      await waitFor(() => localRegistry().mfe_business.includes(second));
    } finally {
      clearInterval(watcher);
    }
    expect(Date.now() - started).toBeLessThan(pollMs + 2_000);
    expect(namedTooEarly).toEqual([]);
    expect(secondKeys.filter((key) => !sameFile(key))).toEqual([]);
    // The version it replaced stays: tabs opened before the deploy still load it.
    expect(fs.existsSync(localFile('remotes', 'mfe-business', first, 'mf-manifest.json'))).toBe(true);
  });

  it('keeps serving its last good copy while the store fails, says so once, and catches up when it answers', async () => {
    await publishShell(bucket, writeShellBuild(path.join(work.folder, 'shell-dist'), 'first'));
    const first = await deploy('mfe-business', 'one');
    const { store, state } = unreliable(bucket);
    const { lines, logger } = recordingLogger();
    mirror = createSiteMirror({ store, siteDir, pollMs, logger });
    await mirror.start();

    state.down = true;
    const second = await deploy('mfe-business', 'two');
    await delay(pollMs * 4);
    expect(localRegistry().mfe_business).toContain(first);
    expect(fs.existsSync(localFile('remotes', 'mfe-business', first, 'remoteEntry.js'))).toBe(true);
    expect(mirror.isReady()).toBe(true);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields).toEqual(
      expect.objectContaining({ reason: 'connect ECONNREFUSED 127.0.0.1:9000', retryMs: pollMs }),
    );
    expect(warnings[0]?.fields).not.toHaveProperty('err');

    state.down = false;
    await waitFor(() => localRegistry().mfe_business.includes(second));
    expect(lines.at(-1)?.message).toMatch(/answers again/);
  });

  it('ignores the empty folder markers some S3 tools leave', async () => {
    await publishShell(bucket, writeShellBuild(path.join(work.folder, 'shell-dist'), 'first'));
    const version = await deploy('mfe-business', 'one');
    const withMarkers: ObjectStore = {
      ...bucket,
      kind: 's3',
      async *list(prefix) {
        yield { key: prefix, size: 0, modifiedAt: new Date(), tag: 'marker' };
        yield* bucket.list(prefix);
      },
    };
    mirror = createSiteMirror({ store: withMarkers, siteDir, pollMs, logger: recordingLogger().logger });
    expect(await mirror.start()).toBe(true);
    expect(localRegistry().mfe_business).toContain(version);
  });

  it('refuses to name a version the store does not hold whole, keeping the last good one', async () => {
    await publishShell(bucket, writeShellBuild(path.join(work.folder, 'shell-dist'), 'first'));
    const first = await deploy('mfe-business', 'one');
    const { lines, logger } = recordingLogger();
    mirror = createSiteMirror({ store: bucket, siteDir, pollMs, logger });
    await mirror.start();

    await bucket.putBytes(
      'remotes.json',
      JSON.stringify({ mfe_business: '/remotes/mfe-business/1.0.0-missing/mf-manifest.json' }),
    );
    await waitFor(() => lines.some((line) => line.level === 'warn'));
    expect(lines.find((line) => line.level === 'warn')?.fields.reason).toMatch(/does not hold whole/);
    expect(localRegistry().mfe_business).toContain(first);
  });
});

describe('readiness of a server following a shared store', () => {
  let work: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    work = temporaryFolder('follow');
  });
  afterEach(() => work.remove());

  it('is unready until the store holds a site and this server has copied it', async () => {
    const bucket = localObjectStore(path.join(work.folder, 'bucket'));
    const config = loadConfig({ SITE_DIR: path.join(work.folder, 'site'), SITE_POLL_MS: String(pollMs) });
    const { logger } = recordingLogger();
    const site = await followSiteStore({ config, logger, store: bucket });
    const { app, close } = await createTestApp({ dependencies: { isSiteReady: site.isReady } });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      await publishShell(bucket, writeShellBuild(path.join(work.folder, 'shell-dist'), 'first'));
      await publishRemote(bucket, {
        name: 'mfe-business',
        dist: writeRemoteBuild(path.join(work.folder, 'dist'), 'mfe_business', 'one'),
        packageVersion: '1.0.0',
      });
      await waitFor(site.isReady);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect(fs.existsSync(path.join(config.siteDir, 'shell', 'index.html'))).toBe(true);
    } finally {
      await site.stop();
      await close();
    }
  });

  it('does nothing when the store is SITE_DIR itself', async () => {
    const config = loadConfig({ SITE_DIR: path.join(work.folder, 'site') });
    const site = await followSiteStore({
      config,
      logger: recordingLogger().logger,
      store: localObjectStore(config.siteDir),
    });
    expect(site.isReady()).toBe(true);
    expect(fs.existsSync(config.siteDir)).toBe(false);
    await site.stop();
  });
});
