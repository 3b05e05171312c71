// Builds what changed (Nx cache), then publishes the shell and any remote whose build changed.
import { remotes, siteCommand } from './lib/site.mjs';
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
run(process.execPath, [...siteCommand, 'publish-build']);
