import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { pageRouteOf, trackedPagePath } from '../../routes/page-path';
import { createPreloadQueue, type PreloadQueue } from './preload-queue';
import { requestRoutePreload } from './request-route-preload';

let queue: PreloadQueue | undefined;

/** Starts once the browser is idle after hydration, so preloads never compete with the page's own work. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1_000);
  return () => clearTimeout(timer);
}

/**
 * Whether a page may preload others: not the private pages (the account area, the self-assessments, the staff
 * console) nor the documents, where nothing leaves the page but what the visitor asks for — a preload of the
 * directory a result links to would tell the server the result.
 */
export function preloadsFrom(pathname: string): boolean {
  return trackedPagePath(pathname) !== null;
}

/**
 * A link to another area (another remote) that comes into view or is hovered or focused: that page's chunks,
 * texts and data are loaded ahead, at most four at a time, never on a slow connection or with data saver on.
 */
export function useRoutePreloads(): void {
  const client = useApolloClient();
  const { pathname } = useLocation();
  const currentRemote = useRef(pageRouteOf(pathname)?.remote);
  currentRemote.current = pageRouteOf(pathname)?.remote;
  const allowed = useRef(preloadsFrom(pathname));
  allowed.current = preloadsFrom(pathname);

  useEffect(() => {
    queue ??= createPreloadQueue();
    const preloads = queue;
    const consider = (anchor: HTMLAnchorElement) => {
      if (!allowed.current) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      requestRoutePreload(preloads, url, { client, currentRemote: currentRemote.current });
    };

    // Browsers without IntersectionObserver preload on hover and focus only.
    const inView =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              // Kept observed: a link skipped on a page of its own area is a preload once the visitor moved on.
              if (entry.isIntersecting) consider(entry.target as HTMLAnchorElement);
            }
          })
        : null;
    const observeLinks = () => document.querySelectorAll('a[href]').forEach((anchor) => inView?.observe(anchor));
    // Links that appear later (a list's next page, a remote's page arriving) are observed too.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const changes = new MutationObserver(() => {
      clearTimeout(pending);
      pending = setTimeout(observeLinks, 200);
    });
    const pointedAt = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor) consider(anchor as HTMLAnchorElement);
    };

    const cancelIdle = whenIdle(() => {
      observeLinks();
      changes.observe(document.body, { childList: true, subtree: true });
    });
    document.addEventListener('pointerover', pointedAt, { passive: true });
    document.addEventListener('focusin', pointedAt);
    return () => {
      cancelIdle();
      clearTimeout(pending);
      inView?.disconnect();
      changes.disconnect();
      document.removeEventListener('pointerover', pointedAt);
      document.removeEventListener('focusin', pointedAt);
    };
  }, [client]);
}
