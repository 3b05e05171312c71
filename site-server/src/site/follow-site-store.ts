import type { AppConfig } from '@sakina/api';
import type { Logger } from '@sakina/api';
import type { ObjectStore } from '@sakina/api';
import { createSiteMirror } from './site-mirror';
import { isSiteDirectory, siteStoreFromEnvironment } from './site-store-from-environment';

export interface SiteFollower {
  /** False until this server has a whole copy of the published site (readiness). */
  isReady(): boolean;
  stop(): Promise<void>;
}

/**
 * When the published site lives in a shared store (S3), SITE_DIR becomes this server's mirror of it: synced once
 * before the server listens, then polled every SITE_POLL_MS. When SITE_DIR is the store itself, nothing to do.
 */
export async function followSiteStore({
  config,
  logger,
  store = siteStoreFromEnvironment(config),
}: {
  config: AppConfig;
  logger: Logger;
  store?: ObjectStore;
}): Promise<SiteFollower> {
  if (isSiteDirectory(store, config.siteDir)) return { isReady: () => true, stop: async () => undefined };
  const mirror = createSiteMirror({ store, siteDir: config.siteDir, pollMs: config.sitePollMs, logger });
  if (await mirror.start()) {
    logger.info({ store: store.location, siteDir: config.siteDir }, 'published site mirrored; following its changes');
  }
  return mirror;
}
