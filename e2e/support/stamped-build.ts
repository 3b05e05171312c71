import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './sites';

export interface StampedBuild {
  /** For `npm run remote:deploy -- <remote> --prebuilt <dist>`. */
  dist: string;
  remove(): void;
}

/**
 * A new release of a remote without building it: a copy of its built files (browser and server) with every
 * script stamped, as a build with BUILD_LABEL stamps each chunk (tools/rspack/create-config.ts), so it publishes as
 * a version of its own; the same label gives the same version. The suite deploys these: a real build would take a
 * core for most of a minute and rewrite the remote's `dist`, which other tests publish from.
 */
export function stampedBuildOf(remote: string, label: string): StampedBuild {
  const folder = mkdtempSync(path.join(os.tmpdir(), `sakina-${remote}-`));
  const dist = path.join(folder, 'dist');
  cpSync(path.join(repositoryRoot, remote, 'dist'), dist, { recursive: true });
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dist, file);
    if (!file.endsWith('.js') || !statSync(full).isFile()) continue;
    writeFileSync(full, `/*! build ${label} */\n${readFileSync(full, 'utf8')}`);
  }
  return { dist, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
