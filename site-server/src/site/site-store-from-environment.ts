import path from 'node:path';
import { loadConfig, type AppConfig } from '@sakina/api';
import type { ObjectStore } from '@sakina/api';
import { siteStore } from '@sakina/api';

/**
 * Where the published site lives: the SITE_DIR folder by default, the `site/` prefix of S3_BUCKET when set.
 * The command-line tools publish there and the servers follow it (site-mirror.ts).
 */
export function siteStoreFromEnvironment(config: AppConfig = loadConfig()): ObjectStore {
  return siteStore(config);
}

/** True when the store is SITE_DIR itself: the server then reads the published files where they are written. */
export function isSiteDirectory(store: ObjectStore, siteDir: string): boolean {
  return store.kind === 'local' && path.resolve(store.location) === path.resolve(siteDir);
}
