import fs from 'node:fs';
import path from 'node:path';
import { localObjectStore } from '@sakina/api';
import type { ObjectStore } from '@sakina/api';
import { contentHash } from './dist-folder';
import { publishRemote } from './site-publisher';
import { parseLiveRemotes, pointAt, previousVersion, readHistory, readLiveRemotes } from './site-registry';
import { remotes } from './site-remotes';
import { temporaryFolder, writeRemoteBuild } from './site-test-fixtures';

describe('the live versions and their history', () => {
  let work: ReturnType<typeof temporaryFolder>;
  let store: ObjectStore;

  beforeEach(() => {
    work = temporaryFolder('registry');
    store = localObjectStore(path.join(work.folder, 'site'));
  });
  afterEach(() => work.remove());

  const deploy = async (label: string, options = {}) =>
    (
      await publishRemote(
        store,
        {
          name: 'mfe-business',
          dist: writeRemoteBuild(path.join(work.folder, `dist-${label}`), 'mfe_business', label),
          packageVersion: '1.0.0',
        },
        options,
      )
    ).version;

  const rollback = async () => {
    const target = previousVersion(await readHistory(store), await readLiveRemotes(store), 'mfe-business');
    if (target) await pointAt(store, 'mfe-business', target, { rollback: true });
    return target;
  };

  const live = async () => (await readLiveRemotes(store)).mfe_business?.split('/')[3];

  it('rolls back as a stack: deploy v1, v2, v3, roll back twice, and v1 is live (never v3 again)', async () => {
    const v1 = await deploy('one');
    const v2 = await deploy('two');
    await deploy('three');
    expect(await rollback()).toBe(v2);
    expect(await rollback()).toBe(v1);
    expect(await live()).toBe(v1);
    expect(await rollback()).toBeUndefined();
    expect(await live()).toBe(v1);
  });

  it('after a first publish, two deploys and two rollbacks: the first version is live, each step in the history', async () => {
    const first = await deploy('one');
    await deploy('two');
    await deploy('three');
    await rollback();
    await rollback();
    expect(await live()).toBe(first);
    expect((await readHistory(store))['mfe-business']?.map((entry) => Boolean(entry.rollback))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('a rebuild (only if new) after a rollback leaves the rollback in place', async () => {
    const first = await deploy('one');
    const second = await deploy('two');
    await rollback();
    expect(await deploy('two', { onlyIfNew: true })).toBe(second);
    expect(await live()).toBe(first);
    // The same build published as new elsewhere is a new version, made live.
    const third = await deploy('three', { onlyIfNew: true });
    expect(await live()).toBe(third);
  });

  it('changes only the remote it deploys, and refuses a version that was never published', async () => {
    await store.putBytes(
      'remotes.json',
      JSON.stringify({ [remotes['mfe-public']]: '/remotes/mfe-public/1.0.0-aaaa/mf-manifest.json' }),
    );
    const version = await deploy('one');
    expect(await readLiveRemotes(store)).toEqual({
      mfe_public: '/remotes/mfe-public/1.0.0-aaaa/mf-manifest.json',
      mfe_business: `/remotes/mfe-business/${version}/mf-manifest.json`,
    });
    await expect(pointAt(store, 'mfe-business', '1.0.0-nothing')).rejects.toThrow(
      'mfe-business has no published version 1.0.0-nothing',
    );
    expect(await pointAt(store, 'mfe-business', version)).toBe(false);
  });

  it('refuses a remotes.json that is not a map of remote to version manifest', () => {
    expect(() => parseLiveRemotes('{"mfe_public":"/remotes/mfe-public/../../etc/mf-manifest.json"}')).toThrow(
      'is not a map of remote',
    );
    expect(() => parseLiveRemotes('["/remotes/mfe-public/1.0.0/mf-manifest.json"]')).toThrow('is not a map');
    expect(parseLiveRemotes('{"mfe_public":"/remotes/mfe-public/1.0.0-ab/mf-manifest.json"}')).toEqual({
      mfe_public: '/remotes/mfe-public/1.0.0-ab/mf-manifest.json',
    });
  });

  it('names versions as scripts/lib/site.mjs always did, so published versions are recognised', async () => {
    const folder = path.join(work.folder, 'fixed');
    fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'a.js'), 'one');
    fs.writeFileSync(path.join(folder, 'server', 'b.js'), 'two');
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
    // The hash the former publisher gave this folder.
    expect(await contentHash(folder)).toBe('75d19251e1');
  });

  it('keeps the remotes table the plain scripts build with the same as the publisher’s', () => {
    const script = fs.readFileSync(path.resolve(__dirname, '../../../scripts/lib/site.mjs'), 'utf8');
    const table = Object.fromEntries(
      [...script.matchAll(/'(mfe-[a-z]+)': '(mfe_[a-z]+)'/g)].map((match) => match.slice(1)),
    );
    expect(table).toEqual(remotes);
  });
});
