// npm start: install if needed, build what changed, serve the whole site and the API on one origin.
import { spawn } from 'node:child_process';
import { installPackagesIfMissing } from './lib/install.mjs';
import { repositoryRoot } from './lib/site.mjs';
import { run } from './lib/run.mjs';

installPackagesIfMissing();
run('node', ['scripts/build.mjs']);

const server = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/main.ts'], {
  cwd: repositoryRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// Hand stop signals to the server so it drains and closes the database before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
