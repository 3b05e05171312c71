import type { DevicePlatform, Locale, PostedForm, RuntimeConfig } from '@sakina/shared/contracts';
import type { RemotesManifest } from './remotes/registry';

/** Read from the page by the browser before it hydrates what the server rendered. */
export interface SsrState {
  locale: Locale;
  /** Exactly the remote versions the server rendered with (a deploy may land before the browser loads). */
  remotes: RemotesManifest;
  config: RuntimeConfig;
  /** The device the server rendered for: the browser hydrates with the same. */
  platform: DevicePlatform;
  /** Apollo's cache: the page's queries are answered without a request. */
  apollo: object;
  /** The router's loader data, and the 404 or 410 the page raised, with its route id. */
  router: { loaderData: Record<string, unknown>; errorRoute?: { id: string; status: 404 | 410 } };
  /** The remote page to load before hydrating. */
  route?: { remote: string; page: string };
  /** The form posted to the page, which it was rendered with (PageServing.form). */
  form?: PostedForm;
}

export const ssrStateElementId = 'ssr-state';

/** The state the server wrote into the page, or null when the page was not rendered on the server. */
export function readSsrState(root: Document = document): SsrState | null {
  const element = root.getElementById(ssrStateElementId);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrState;
}
