import type { ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { Locale } from './locale';

/** The address a page is about to be opened at, read the way the page reads it. */
export interface PageDataPreloadInput {
  /** The shell's one Apollo Client: what the preload fetches goes to the cache every page reads. */
  client: ApolloClient;
  /** The route's parameters, as `useParams` gives them to the page. */
  params: Readonly<Record<string, string | undefined>>;
  locale: Locale;
  /** The link's query, as `useSearchParams` gives it to the page. */
  search: URLSearchParams;
}

/**
 * Optional on a page module: runs the page's main queries into the shared cache with the page's own documents
 * and variables, so the page opened afterwards renders without waiting for them. The shell calls it ahead of a
 * visit (route preloads) and ignores the result; a rejection only means the page fetches when it opens.
 */
export type PageDataPreload = (input: PageDataPreloadInput) => Promise<unknown>;

export interface PageModule {
  default: ComponentType;
  preloadData?: PageDataPreload;
}

export type LazyPage = () => Promise<PageModule>;

export type NamespaceResources = Record<string, unknown>;
/** Translations of one language, loaded only when a page in that language needs them. */
export type LazyResources = () => Promise<{ default: NamespaceResources }>;

/**
 * What every remote exposes as `./routes`. The shell owns the route table (paths, layouts, titles, guards);
 * a remote supplies the pages it owns, by key, and the translations of its i18n namespace.
 */
export interface RemoteRouteModule {
  namespace: string;
  resources: Record<Locale, NamespaceResources | LazyResources>;
  pages: Record<string, LazyPage>;
}

export const federationNames = [
  'mfe_public',
  'mfe_practitioner',
  'mfe_business',
  'mfe_documents',
  'mfe_staff',
] as const;
export type FederationName = (typeof federationNames)[number];
