/** Id of the JSON list of the page's scripts the server writes: the shell's bootstrap, shared modules, the page. */
export const pageScriptsElementId = 'page-scripts';

/** Resolves once the browser has painted the page as it arrived (at once in a tab that cannot paint now). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
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
