import type { Locale, RuntimeConfig } from '@sakina/shared/contracts';
import type { FederationName } from '@sakina/shared/contracts';
import type { RemotesManifest } from '../remotes/registry';
import type { SsrState } from '../ssr-state';

/** What the API server hands to the shell's render for one page request. */
export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The request's Cookie header (only the locale cookie is read: renders are anonymous). */
  cookie: string;
  /** The request carries a session cookie. */
  signedIn: boolean;
  /** The site's public origin, for canonical and alternate links. */
  origin: string;
  /** remotes.json as read for this request: the browser's manifests, handed on to the page. */
  remotes: RemotesManifest;
  /** The same versions' server entries (`…/<version>/server/remoteEntry.js`, absolute URLs). */
  serverEntries: RemotesManifest;
  config: RuntimeConfig;
  /** Calls the GraphQL API (in-process on the API server). */
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page that needs the visitor (a guard): the browser renders it; the head is still localized. */
  | { kind: 'client'; locale: Locale; head: string }
  | {
      kind: 'page';
      status: 200 | 404;
      locale: Locale;
      head: string;
      html: string;
      state: SsrState;
      /** The remote page rendered, for the server to preload its chunks. */
      route?: { remote: FederationName; page: string };
      /** Areas the server could not render (their remote failed): the browser renders them. */
      fallbacks: string[];
    };
