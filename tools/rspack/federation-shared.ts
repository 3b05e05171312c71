import { readFileSync } from 'node:fs';

// The singletons every frontend shares at runtime: one React, one router, one i18next, one Apollo Client.
// graphql and rxjs are not listed: only Apollo (one shared instance) uses them, and a shared module cannot be
// tree-shaken, so sharing them would ship all of graphql-js (~45 KB gzip) on every page. The router is shared as
// react-router-dom only, and Apollo as its three entry points the frontends import; the shell's browser build
// provides the router and Apollo from its lists of the exports the platform uses (shell/src/shared-modules/).
// Frontends import nothing else of either package (lint); Apollo's other entry points live inside the shell's
// build, one instance, reached through those three.
export const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'i18next',
  'react-i18next',
  '@apollo/client',
  '@apollo/client/react',
  '@apollo/client/errors',
] as const;

type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string; import?: false | string; version?: string }
>;

/** Shared modules the host provides from a module of its own: the exports the platform offers, tree-shaken. */
export type SharedSurfaces = Partial<Record<(typeof sharedSingletons)[number], string>>;

const installedVersion = (packageName: string) =>
  (JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`), 'utf8')) as { version: string }).version;

/** Builds the `shared` option; remotes never ship fallbacks because the shell always provides them. */
export function sharedConfig(
  versions: Record<string, string>,
  role: 'host' | 'remote',
  surfaces: SharedSurfaces = {},
): SharedConfig {
  const config: SharedConfig = {};
  for (const key of sharedSingletons) {
    const packageName = key
      .split('/')
      .slice(0, key.startsWith('@') ? 2 : 1)
      .join('/');
    const requiredVersion = versions[packageName];
    if (!requiredVersion) throw new Error(`No version of ${packageName} declared for sharing`);
    const surface = surfaces[key];
    config[key] = {
      singleton: true,
      requiredVersion,
      ...(role === 'remote' ? { import: false } : {}),
      ...(role === 'host' && surface ? { import: surface, version: installedVersion(packageName) } : {}),
    };
  }
  return config;
}
