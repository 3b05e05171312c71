import { spawnSync } from 'node:child_process';
import { repositoryRoot } from './site.mjs';

export const nxEnvironment = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  // Apollo Client's "./" exports pattern warns on every build; the warning is Apollo's, not ours.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repositoryRoot, stdio: 'inherit', env: nxEnvironment, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}
