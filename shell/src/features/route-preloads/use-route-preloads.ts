import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { pageRouteOf, trackedPagePath } from '../../routes/page-path';
import { createPreloadQueue, type PreloadQueue } from './preload-queue';
import { requestRoutePreload } from './request-route-preload';

let queue: PreloadQueue | undefined;

/**
 * Whether a page may preload others: not the private pages (the account area, the self-assessments, the staff
 * console) nor the documents, where nothing leaves the page but what the visitor asks for — a preload of the
 * directory a result links to would tell the server the result.
 */
export function preloadsFrom(pathname: string): boolean {
  return trackedPagePath(pathname) !== null;
}

/**
 * A link to another area (another remote) that is hovered, touched or focused: that page's chunks, texts and data
 * are loaded ahead, at most four at a time, never on a slow connection or with data saver on. Links merely in view
 * are not: on a phone that fetched the code of every area a page links to (the business page loaded the home page's
 * remote, 46 KB gzip) for pages the visitor may never open.
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

    const pointedAt = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor) consider(anchor as HTMLAnchorElement);
    };

    document.addEventListener('pointerover', pointedAt, { passive: true });
    document.addEventListener('focusin', pointedAt);
    return () => {
      document.removeEventListener('pointerover', pointedAt);
      document.removeEventListener('focusin', pointedAt);
    };
  }, [client]);
}
