// npm run remote:deploy -- <name> [--prebuilt <folder>] | remote:rollback -- <name> [version] | remote:list
// None of these rebuilds the shell: the shell reads /remotes.json at runtime. A deploy builds the remote (nx
// cache) unless it is given a folder built elsewhere; publishing is site-server/src/scripts/site.ts.
import { remotes, siteCommand } from './lib/site.mjs';
import { run } from './lib/run.mjs';

const [command, name, ...options] = process.argv.slice(2);

if (command === 'deploy' && !Object.hasOwn(remotes, name ?? '')) {
  console.error(`Unknown remote "${name ?? ''}". Known: ${Object.keys(remotes).join(', ')}`);
  process.exit(1);
}
try {
  if (command === 'deploy' && !options.includes('--prebuilt')) {
    run('npx', ['nx', 'run', `@sakina/${name}:build`, '--output-style=stream']);
  }
  run(process.execPath, [...siteCommand, ...process.argv.slice(2)]);
} catch {
  // The build or the site command has printed why.
  process.exit(1);
}
