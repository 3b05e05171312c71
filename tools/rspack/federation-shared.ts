// The singletons every frontend shares at runtime: one React, one router, one i18next, one Apollo Client.
// graphql and rxjs are not listed: only Apollo (one shared instance) uses them, and a shared module cannot be
// tree-shaken, so sharing them would ship all of graphql-js (~45 KB gzip) on every page.
export const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  '@apollo/client',
  '@apollo/client/',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; import?: false }>;

/** Builds the `shared` option; remotes never ship fallbacks because the shell always provides them. */
export function sharedConfig(versions: Record<string, string>, role: 'host' | 'remote'): SharedConfig {
  const config: SharedConfig = {};
  for (const key of sharedSingletons) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = versions[packageName];
    if (!requiredVersion) throw new Error(`No version of ${packageName} declared for sharing`);
    config[key] = { singleton: true, requiredVersion, ...(role === 'remote' ? { import: false } : {}) };
  }
  return config;
}
