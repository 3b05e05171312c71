/**
 * The Apollo Client API the platform offers its remotes: what the shell provides as the shared `@apollo/client`.
 * A shared module cannot be tree-shaken, and sharing every `@apollo/client/*` entry point shipped each of them
 * whole (about 66 KB gzip); this list is what the frontends and Apollo's own React hooks use. The imports name
 * entry points that are not shared (`@apollo/client/core`, not `@apollo/client`), so this module does not
 * consume itself. Lint (eslint.config.mjs) refuses any other name.
 */
export { ApolloClient, NetworkStatus } from '@apollo/client/core';
export { InMemoryCache } from '@apollo/client/cache';
export { ApolloLink } from '@apollo/client/link';
export { HttpLink } from '@apollo/client/link/http';
