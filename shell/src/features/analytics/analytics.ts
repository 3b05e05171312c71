import type { RuntimeConfig } from '@sakina/shared/contracts';
import { removeCookies } from '../../third-party/remove-cookies';
import { firebaseMeasurementId } from './firebase-measurement-id';
import { gtag, loadGoogleTag, loadTagManager } from './google-tag';

export type AnalyticsSettings = Pick<RuntimeConfig, 'analyticsId' | 'tagManagerId' | 'firebaseConfig'>;

/** Google Analytics' and the tag manager's cookies (_ga, _ga_<id>, _gid, _gat…, _gcl_…). */
const analyticsCookies = /^(_ga|_gid|_gat|_gcl_|_dc_gtm_)/;

export const hasAnalytics = (settings: AnalyticsSettings): boolean =>
  Boolean(settings.analyticsId || settings.tagManagerId || settings.firebaseConfig);

/** The measurement ids configured so far, to switch collection off and on (Google's `ga-disable-<id>`). */
const measurementIds = new Set<string>();

function setCollecting(collecting: boolean): void {
  for (const id of measurementIds) (window as unknown as Record<string, boolean>)[`ga-disable-${id}`] = !collecting;
  gtag('consent', 'update', { analytics_storage: collecting ? 'granted' : 'denied' });
}

function configure(measurementId: string): void {
  if (measurementIds.has(measurementId)) return;
  measurementIds.add(measurementId);
  // Page views are sent by pageView() alone, with the route's pattern.
  gtag('config', measurementId, { send_page_view: false });
  loadGoogleTag(measurementId);
}

/** Called once the visitor accepted analytics cookies: loads each configured provider (each once). */
export function startAnalytics(settings: AnalyticsSettings): void {
  setCollecting(true);
  if (settings.analyticsId) configure(settings.analyticsId);
  if (settings.firebaseConfig) {
    void firebaseMeasurementId(settings.firebaseConfig).then((id) => {
      if (id) configure(id);
    });
  }
  if (settings.tagManagerId && !document.querySelector('script[src*="/gtm.js?"]')) {
    loadTagManager(settings.tagManagerId);
  }
}

/** Consent withdrawn: nothing more is collected, and the providers' cookies go. */
export function stopAnalytics(): void {
  setCollecting(false);
  removeCookies(analyticsCookies);
}

/** Pages no provider may see (private areas, documents): collection pauses there, with no page view. */
export function pauseAnalytics(): void {
  setCollecting(false);
}

/** One page view; every hit after it carries the same pattern, never the page's real address or title. */
export function pageView(pagePath: string): void {
  setCollecting(true);
  const page = {
    page_location: `${window.location.origin}${pagePath}`,
    page_path: pagePath,
    page_title: pagePath,
    page_referrer: '',
  };
  gtag('set', page);
  gtag('event', 'page_view', page);
  window.dataLayer!.push({ event: 'page_view', ...page });
}
