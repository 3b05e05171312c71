import type { DevicePlatform, RuntimeConfig } from '@sakina/shared/contracts';

export type StoreName = 'App Store' | 'Google Play';

export type StoreLink = { store: StoreName; url: string };

/** The individuals' app in the store of this device; null on a computer, or when that store's link is not set. */
export function storeFor(
  platform: DevicePlatform,
  config: Pick<RuntimeConfig, 'appStoreUrl' | 'googlePlayUrl'>,
): StoreLink | null {
  switch (platform) {
    case 'ios':
      return config.appStoreUrl ? { store: 'App Store', url: config.appStoreUrl } : null;
    case 'android':
      return config.googlePlayUrl ? { store: 'Google Play', url: config.googlePlayUrl } : null;
    case 'other':
      return null;
    default:
      return platform satisfies never;
  }
}
