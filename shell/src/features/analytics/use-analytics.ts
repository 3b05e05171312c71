import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { allowsOptionalCookies, useConsentStore } from '../consent/consent-store';
import {
  hasAnalytics,
  pageView,
  pauseAnalytics,
  startAnalytics,
  stopAnalytics,
  type AnalyticsSettings,
} from './analytics';
import { trackedPagePath } from '../../routes/page-path';

/**
 * Analytics and the tag manager follow the consent: nothing loads before 'accept all', withdrawing stops them.
 * A page view on each route change, with the route's pattern; none, and no collection, on untracked pages.
 */
export function useAnalytics({ analyticsId, tagManagerId, firebaseConfig }: AnalyticsSettings): void {
  const consented = useConsentStore((state) => allowsOptionalCookies(state.choice));
  const { pathname } = useLocation();
  const pagePath = trackedPagePath(pathname);
  const configured = hasAnalytics({ analyticsId, tagManagerId, firebaseConfig });
  const started = useRef(false);

  useEffect(() => {
    if (!configured) return;
    if (!consented) {
      if (started.current) stopAnalytics();
      started.current = false;
      return;
    }
    // Loaded on the first page it may see, never on a private one.
    if (!pagePath) {
      if (started.current) pauseAnalytics();
      return;
    }
    if (!started.current) startAnalytics({ analyticsId, tagManagerId, firebaseConfig });
    started.current = true;
    pageView(pagePath);
    // pathname: a new page of the same pattern (another practitioner) is a page view too.
  }, [configured, consented, pagePath, pathname, analyticsId, tagManagerId, firebaseConfig]);
}
