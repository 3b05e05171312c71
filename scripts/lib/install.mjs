import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './site.mjs';
import { run } from './run.mjs';

/** `npm install` on a fresh clone (no node_modules yet), so `npm start` and `npm test` are all a newcomer runs. */
export function installPackagesIfMissing() {
  if (!existsSync(path.join(repositoryRoot, 'node_modules', '.package-lock.json'))) {
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}
