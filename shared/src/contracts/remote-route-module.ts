import type { ComponentType } from 'react';
import type { Locale } from './locale';

export type LazyPage = () => Promise<{ default: ComponentType }>;

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
