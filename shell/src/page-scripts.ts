import { ssrStateElementId } from './ssr-state';

/** Id of the JSON list of the page's scripts the server writes: the shell's bootstrap, shared modules, the page. */
export const pageScriptsElementId = 'page-scripts';

/** Longest wait for the first contentful paint before the scripts start anyway. */
const firstPaintTimeoutMs = 1_000;

/**
 * Resolves once the browser has painted the page's content as it arrived: its first contentful paint, which
 * comes after the web fonts' short block period, not merely the first frame. At once for a page that arrived
 * empty (the browser renders it) or in a tab that cannot paint now, and after a second at most.
 */
export function afterFirstPaint(root: Document = document): Promise<void> {
  const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  const arrivedRendered = root.getElementById(ssrStateElementId) !== null;
  if (
    !arrivedRendered ||
    root.visibilityState === 'hidden' ||
    painted() ||
    typeof PerformanceObserver === 'undefined'
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      // A task after the paint, so the scripts never compete with the frame that shows it.
      setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const fallback = setTimeout(done, firstPaintTimeoutMs);
  });
}

/** Starts fetching every script the page needs in parallel; the federation runtime then finds them loaded. */
export function preloadPageScripts(root: Document = document): void {
  const list = root.getElementById(pageScriptsElementId)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = root.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    root.head.append(link);
  }
}
