import type { ResourceLanguage } from 'i18next';
import type { Locale } from '@sakina/shared/contracts';

const loading = new Map<Locale, Promise<ResourceLanguage>>();

/**
 * The browser's strings of one language, a chunk each: a page loads its own language only, and the other when the
 * visitor switches to it (the locale root waits for it, the page it leaves staying on screen meanwhile).
 */
export function loadShellResources(locale: Locale): Promise<ResourceLanguage> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = (locale === 'ar' ? import('./resources-ar') : import('./resources-en')).then((module) => module.default);
    loading.set(locale, promise);
  }
  return promise;
}
