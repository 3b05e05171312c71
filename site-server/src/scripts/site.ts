import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot, type ObjectStore } from '@sakina/api';
import { publishRemote, publishShell } from '../site/site-publisher';
import { listVersions, pointAt, previousVersion, readHistory, readLiveRemotes } from '../site/site-registry';
import { assertRemote, remoteNames, type RemoteName } from '../site/site-remotes';
import { siteStoreFromEnvironment } from '../site/site-store-from-environment';

// The published site's commands, for the SITE_DIR folder or the shared store alike (scripts/build.mjs and
// scripts/remote.mjs build with nx first, then call these):
//   site.ts publish-build                          the shell, and each remote whose build is new
//   site.ts deploy <name> [--prebuilt <folder>]    publish a remote's build and make it live
//   site.ts rollback <name> [<version>]            make the previous (or the given) version live
//   site.ts list                                   every remote's versions, * marks the live one
const usage = 'usage: site.ts publish-build | deploy <name> [--prebuilt <folder>] | rollback <name> [<version>] | list';

function packageVersionOf(name: RemoteName): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(repositoryRoot, name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

const distOf = (project: string) => path.join(repositoryRoot, project, 'dist');

async function publishBuild(store: ObjectStore): Promise<void> {
  await publishShell(store, distOf('shell'));
  for (const name of remoteNames) {
    const { liveBefore, liveAfter } = await publishRemote(
      store,
      { name, dist: distOf(name), packageVersion: packageVersionOf(name) },
      { onlyIfNew: true },
    );
    console.log(`${name}: ${liveAfter}${liveBefore === liveAfter ? ' (unchanged)' : ' (live)'}`);
  }
}

async function deploy(store: ObjectStore, [name, ...options]: string[]): Promise<void> {
  assertRemote(name);
  let dist = distOf(name);
  if (options.length > 0) {
    if (options.length !== 2 || options[0] !== '--prebuilt') throw new Error(usage);
    // npm runs the script at the repository's root; the folder is read from where the person typed it.
    dist = path.resolve(process.env.INIT_CWD ?? process.cwd(), options[1]!);
  }
  const { liveAfter } = await publishRemote(store, { name, dist, packageVersion: packageVersionOf(name) });
  console.log(`${name} ${liveAfter} is live`);
}

async function rollback(store: ObjectStore, [name, version, ...rest]: string[]): Promise<void> {
  assertRemote(name);
  if (rest.length > 0) throw new Error(usage);
  const [live, history] = await Promise.all([readLiveRemotes(store), readHistory(store)]);
  const target = version ?? previousVersion(history, live, name);
  if (!target) throw new Error(`${name} has no earlier version to roll back to`);
  await pointAt(store, name, target, { rollback: true });
  console.log(`${name} rolled back to ${target}`);
}

async function list(store: ObjectStore): Promise<void> {
  for (const [name, versions] of Object.entries(await listVersions(store))) {
    console.log(name);
    for (const { version, live, deployedAt } of versions) {
      console.log(`  ${live ? '*' : ' '} ${version}${deployedAt ? `  deployed ${deployedAt}` : ''}`);
    }
  }
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const store = siteStoreFromEnvironment();
  if (command === 'publish-build' && rest.length === 0) return publishBuild(store);
  if (command === 'deploy') return deploy(store, rest);
  if (command === 'rollback') return rollback(store, rest);
  if (command === 'list' && rest.length === 0) return list(store);
  throw new Error(usage);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
