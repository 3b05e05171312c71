// Builds what changed (Nx cache), then publishes the shell and any remote whose build changed.
import { publishRemote, publishShell, remotes, liveVersion } from './lib/site.mjs';
import { run } from './lib/run.mjs';

run('npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '--projects',
  ['shell', ...Object.keys(remotes)].map((name) => `@sakina/${name}`).join(','),
  '--output-style=stream',
]);
publishShell();
for (const name of Object.keys(remotes)) {
  const before = liveVersion(name);
  const version = publishRemote(name, { onlyIfNew: true });
  console.log(`${name}: ${version}${before === version ? ' (unchanged)' : ' (live)'}`);
}
