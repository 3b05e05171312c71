import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { Locale } from '../contracts/locale';

export interface ClientOptions {
  uri?: string;
  /** Read on every request so the API answers in the page's language. */
  getLocale: () => Locale;
}

/** The one Apollo Client, created by the shell and used by every remote through ApolloProvider. */
export function createApolloClient({ uri = '/graphql', getLocale }: ClientOptions): ApolloClient {
  const localeLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': getLocale(), 'x-graphql-csrf': '1' },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([localeLink, new HttpLink({ uri, credentials: 'include' })]),
    // errorPolicy stays 'none' (the default): a reply with errors is a failure, never partial data.
    cache: new InMemoryCache(),
  });
}
