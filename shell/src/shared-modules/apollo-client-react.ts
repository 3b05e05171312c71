/**
 * Apollo's React API the platform offers its remotes: what the shell provides as the shared
 * `@apollo/client/react`, tree-shaken to what the frontends and the server render use (see apollo-client.ts).
 * `#apollo-client-react` (package.json `imports`) is `@apollo/client/react` under a request that is not a share
 * key: asked for by its own name, this module would be given itself, and wait for itself forever.
 */
export {
  ApolloProvider,
  getApolloContext,
  skipToken,
  useApolloClient,
  useMutation,
  useQuery,
} from '#apollo-client-react';
