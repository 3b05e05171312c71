import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@sakina/api';
import { temporaryFolder, writeRemoteBuild } from '../site/site-test-fixtures';

// The commands people and CI run (npm run remote:deploy|remote:rollback|remote:list), through scripts/remote.mjs.
describe('remote:deploy --prebuilt, remote:rollback and remote:list', () => {
  let work: ReturnType<typeof temporaryFolder>;
  let siteDir: string;

  beforeAll(() => {
    work = temporaryFolder('site-cli');
    siteDir = path.join(work.folder, 'site');
  });
  afterAll(() => work.remove());

  function remote(...args: string[]) {
    const result = spawnSync(process.execPath, ['scripts/remote.mjs', ...args], {
      cwd: repositoryRoot,
      // INIT_CWD: npm's record of where the command was typed, against which --prebuilt's folder is read.
      env: { ...process.env, SITE_DIR: siteDir, INIT_CWD: work.folder },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  const live = () => JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')).mfe_business as string;
  const packageVersion = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'mfe-business', 'package.json'), 'utf8'))
    .version as string;

  it('deploys an artifact built elsewhere without building, lists it, and rolls back', () => {
    writeRemoteBuild(path.join(work.folder, 'artifact-one'), 'mfe_business', 'one');
    writeRemoteBuild(path.join(work.folder, 'artifact-two'), 'mfe_business', 'two');

    const first = remote('deploy', 'mfe-business', '--prebuilt', 'artifact-one');
    expect(first).toEqual(expect.objectContaining({ status: 0, stderr: '' }));
    const firstVersion = /^mfe-business (\S+) is live$/m.exec(first.stdout)?.[1];
    expect(firstVersion).toMatch(new RegExp(`^${packageVersion.replace(/\./g, '\\.')}-[0-9a-f]{10}$`));
    expect(live()).toBe(`/remotes/mfe-business/${firstVersion}/mf-manifest.json`);

    const second = remote('deploy', 'mfe-business', '--prebuilt', path.join(work.folder, 'artifact-two'));
    const secondVersion = /^mfe-business (\S+) is live$/m.exec(second.stdout)?.[1];
    expect(secondVersion).not.toBe(firstVersion);
    expect(fs.existsSync(path.join(siteDir, 'remotes', 'mfe-business', secondVersion!, 'remoteEntry.js.br'))).toBe(
      true,
    );

    const listing = remote('list').stdout;
    expect(listing).toMatch(new RegExp(`^    ${firstVersion}  deployed \\d{4}-`, 'm'));
    expect(listing).toMatch(new RegExp(`^  \\* ${secondVersion}  deployed \\d{4}-`, 'm'));
    expect(listing).toContain('mfe-public\nmfe-practitioner\nmfe-business\n');

    expect(remote('rollback', 'mfe-business').stdout).toBe(`mfe-business rolled back to ${firstVersion}\n`);
    expect(live()).toContain(`/${firstVersion}/`);
    expect(remote('rollback', 'mfe-business', secondVersion!).status).toBe(0);
    expect(live()).toContain(`/${secondVersion}/`);
  });

  it('says what is wrong, and exits with 1', () => {
    expect(remote('deploy', 'mfe-nothing')).toEqual(
      expect.objectContaining({ status: 1, stderr: expect.stringContaining('Unknown remote "mfe-nothing"') }),
    );
    expect(remote('deploy', 'mfe-business', '--prebuilt', 'no-such-folder')).toEqual(
      expect.objectContaining({ status: 1, stderr: expect.stringContaining('mfe-business has no build in') }),
    );
    expect(remote('rollback', 'mfe-business', '9.9.9-nothing')).toEqual(
      expect.objectContaining({ status: 1, stderr: 'mfe-business has no published version 9.9.9-nothing\n' }),
    );
    expect(remote('deploy', 'mfe-business', '--prebuilt')).toEqual(
      expect.objectContaining({ status: 1, stderr: expect.stringContaining('usage: site.ts') }),
    );
  });
});
