// npm run remote:deploy -- <name> | remote:rollback -- <name> [version] | remote:list
// None of these rebuilds the shell: the shell reads /remotes.json at runtime.
import {
  assertRemote,
  liveVersion,
  pointAt,
  previousVersion,
  publishRemote,
  publishedVersions,
  readState,
  remotes,
} from './lib/site.mjs';
import { run } from './lib/run.mjs';

const [command, name, version] = process.argv.slice(2);

function deploy() {
  assertRemote(name);
  run('npx', ['nx', 'run', `@sakina/${name}:build`, '--output-style=stream']);
  const published = publishRemote(name);
  console.log(`${name} ${published} is live`);
}

function rollback() {
  assertRemote(name);
  const target = version ?? previousVersion(name);
  if (!target) throw new Error(`${name} has no earlier version to roll back to`);
  pointAt(name, target, { rollback: true });
  console.log(`${name} rolled back to ${target}`);
}

function list() {
  const { history } = readState();
  for (const remote of Object.keys(remotes)) {
    const live = liveVersion(remote);
    console.log(remote);
    const deployedAt = new Map((history[remote] ?? []).map((entry) => [entry.version, entry.at]));
    for (const published of publishedVersions(remote).sort((a, b) =>
      (deployedAt.get(a) ?? '').localeCompare(deployedAt.get(b) ?? ''),
    )) {
      console.log(
        `  ${published === live ? '*' : ' '} ${published}${deployedAt.has(published) ? `  deployed ${deployedAt.get(published)}` : ''}`,
      );
    }
  }
}

const commands = { deploy, rollback, list };
try {
  if (!(command in commands)) throw new Error('usage: remote.mjs deploy <name> | rollback <name> [version] | list');
  commands[command]();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
