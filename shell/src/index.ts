import { afterFirstPaint, preloadPageScripts } from './page-scripts';

// The page arrives rendered: it is painted first, then its scripts are fetched, all at once (the server lists
// them, so there is no waterfall through the remote entry). The dynamic import is the async boundary that lets
// Module Federation negotiate the shared singletons (React, the router...) before any of them runs.
void afterFirstPaint().then(() => {
  preloadPageScripts();
  return import('./bootstrap');
});
