import { loadScript } from '../../third-party/load-script';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const tagHost = 'https://www.googletagmanager.com';

/** Google's command queue, as its snippet defines it, without an inline script (the CSP allows none). */
export function gtag(...args: unknown[]): void {
  if (!window.gtag) {
    window.dataLayer ??= [];
    window.gtag = function queue() {
      // gtag.js reads the Arguments object itself, not an array: the snippet pushes `arguments`.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    // Before anything loads: nothing is stored and nothing is used for ads until the visitor says yes.
    window.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    window.gtag('js', new Date());
  }
  window.gtag(...args);
}

/** One Google tag serves every measurement id configured on it: the script loads once, for the first. */
export function loadGoogleTag(measurementId: string): void {
  if (document.querySelector(`script[src^="${tagHost}/gtag/js?"]`)) return;
  loadScript(`${tagHost}/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

export function loadTagManager(containerId: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`${tagHost}/gtm.js?id=${encodeURIComponent(containerId)}`);
}
