import type { RuntimeConfig } from '@sakina/shared/contracts';
import { helpLineDefaults } from '@sakina/shared/help-lines';

/** Safe empty defaults: a missing config never breaks the site, features just hide their links. */
export const emptyRuntimeConfig: RuntimeConfig = {
  siteUrl: typeof window === 'undefined' ? '' : window.location.origin,
  appStoreUrl: '',
  googlePlayUrl: '',
  providerAppStoreUrl: '',
  providerGooglePlayUrl: '',
  practitionerDeepLink: '',
  ...helpLineDefaults,
  contactEmail: '',
  analyticsId: '',
  tagManagerId: '',
  firebaseConfig: null,
  chatWidgetAppId: '',
};

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ...emptyRuntimeConfig, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch (error) {
    console.error(`Runtime config unavailable, using defaults`, error);
    return emptyRuntimeConfig;
  }
}
