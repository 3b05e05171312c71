import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { tap } from 'rxjs';
import type { Locale } from '../contracts/locale';

export interface ClientOptions {
  uri?: string;
  /** Read on every request so the API answers in the page's language. */
  getLocale: () => Locale;
  /** The server render passes one that calls the API in-process. */
  fetch?: typeof fetch;
  /** Server render: queries run once, their results go to the browser in the page. */
  ssrMode?: boolean;
  /** Hydrating a server-rendered page: for this long, queries are answered from the server's results. */
  ssrForceFetchDelay?: number;
  /** Told the name of every mutation the API accepted (the shell's reload guard and chat widget listen). */
  onMutationSucceeded?: (operationName: string) => void;
}

/** The one Apollo Client, created by the shell and used by every remote through ApolloProvider. */
export function createApolloClient({
  uri = '/graphql',
  getLocale,
  fetch,
  ssrMode = false,
  ssrForceFetchDelay,
  onMutationSucceeded,
}: ClientOptions): ApolloClient {
  const localeLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': getLocale(), 'x-graphql-csrf': '1' },
    }));
    return forward(operation);
  });
  const mutationLink = new ApolloLink((operation, forward) => {
    const isMutation = operation.query.definitions.some(
      (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
    );
    if (!isMutation || !onMutationSucceeded) return forward(operation);
    return forward(operation).pipe(
      tap((result) => {
        if (!result.errors?.length) onMutationSucceeded(operation.operationName ?? '');
      }),
    );
  });
  return new ApolloClient({
    link: ApolloLink.from([
      localeLink,
      mutationLink,
      new HttpLink({ uri, credentials: 'include', ...(fetch ? { fetch } : {}) }),
    ]),
    // errorPolicy stays 'none' (the default): a reply with errors is a failure, never partial data.
    cache: new InMemoryCache(),
    ssrMode,
    ssrForceFetchDelay,
  });
}
