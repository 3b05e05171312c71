import type { DevicePlatform } from './device-platform';
import type { Locale } from './locale';
import type { FederationName } from './remote-route-module';
import type { RuntimeConfig } from './runtime-config';

/**
 * Shape of /remotes.json: federation name → manifest URL of the live version. On the server the same shape
 * holds each live version's server entry (`…/<version>/server/remoteEntry.js`).
 */
export type RemotesManifest = Partial<Record<FederationName, string>>;

/**
 * The server render's contract: what the site's server hands to the shell's server build
 * (`SITE_DIR/shell/server/main.js`, `render(request)`) for one page request, and what it gets back. The server
 * never imports the shell; both sides import this.
 */
export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The request's Cookie header (only the locale cookie is read: renders are anonymous). */
  cookie: string;
  /** The device, from the request's User-Agent (pages such as a practitioner's offer the app differently). */
  platform: DevicePlatform;
  /** The request carries a session cookie. */
  signedIn: boolean;
  /** The site's public origin, for canonical and alternate links. */
  origin: string;
  /** remotes.json as read for this request: the browser's manifests, handed on to the page. */
  remotes: RemotesManifest;
  /** The same versions' server entries (`…/<version>/server/remoteEntry.js`, absolute URLs). */
  serverEntries: RemotesManifest;
  config: RuntimeConfig;
  /** Calls the GraphQL API (in-process on the server). */
  fetch: typeof fetch;
  /** The fields of a form posted to a page that takes one (`PageServing.form`): never cached, stored or logged. */
  form?: PostedForm;
  /** The request's own address could not be read (broken percent-encoding): `url` is its locale's home, and the
   * page is the 400 page in its place. */
  badRequest?: boolean;
}

/** A form's fields as the browser posted them (application/x-www-form-urlencoded), each name once. */
export type PostedForm = Readonly<Record<string, string>>;

/** `State` is the page's state for the browser (the shell's SsrState); the server only serializes it. */
export type RenderResult<State = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  /** A page that needs the visitor (a guard): the browser renders it; the head is still localized. */
  | { kind: 'client'; locale: Locale; head: string }
  | {
      kind: 'page';
      status: 200 | 400 | 404 | 410;
      locale: Locale;
      head: string;
      html: string;
      state: State;
      /** The remote page rendered, for the server to preload its chunks. */
      route?: { remote: FederationName; page: string };
      /** Areas the server could not render (their remote failed): the browser renders them. */
      fallbacks: string[];
    };

/**
 * `ssr-assets.json`, written beside each browser build (tools/rspack/ssr-assets-plugin.ts) and read by the server
 * to preload what a page needs: files by entry, by dynamic import request and behind shared modules.
 */
export interface SsrAssets {
  /** Files of each entry point (the shell's `main`). */
  entrypoints: Record<string, string[]>;
  /** Files a dynamic `import('<request>')` loads, e.g. './routes/home' or './bootstrap'. */
  imports: Record<string, string[]>;
  /** Files behind the shared modules this build provides (the split vendor chunks included). */
  shared: string[];
}

/** What search engines are told of a page, in both locales (README, "Search engines"). */
export type PageIndexing = 'listed' | 'unlisted' | 'disallowed';

/**
 * How the site's server answers a page besides its HTML: declared in the shell's route table, written by the
 * shell's build to `SITE_DIR/shell/page-routes.json` (`PageRoutesFile`), and read by the server, which derives
 * no page rule of its own.
 */
export interface PageServing {
  /** 'no-store': never kept by a cache, the server's render cache included (the staff console). */
  caching?: 'no-store';
  /** The address carries a secret (a document's link): no-store, noindex, no referrer, framed by the site only. */
  privateLink?: true;
  /** The API decides the page's status before it is rendered (the API's `pageGates`). */
  gate?: 'issued-document' | 'document-verification';
  /** How the sitemap fills a parameter from a row's id ('practitioner_{id}'); by default the row's slug itself. */
  parameterFormats?: Record<string, string>;
  /**
   * 'post': the page's form is posted to its own address when its scripts have not run (a self-assessment's
   * answers, kept out of addresses and history); the server renders the page with the fields, uncached.
   */
  form?: 'post';
}

/** One page of the route table as the server reads it. */
export interface PageRouteEntry extends PageServing {
  /** Without locale prefix, React Router syntax ('/blog/:id'). */
  path: string;
  /** Key of the page in its remote's route module ('blog-article'). */
  page: string;
  indexing: PageIndexing;
}

/** `SITE_DIR/shell/page-routes.json`. */
export interface PageRoutesFile {
  routes: PageRouteEntry[];
  /** The cookies an anonymous page's render depends on (the language chosen, the consent): part of its cache key. */
  renderCookies: string[];
}
