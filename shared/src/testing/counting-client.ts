import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';

/**
 * A real Apollo Client answered by mocks, with the name of every operation that went past the cache: what a test
 * reads to tell a page rendered from the cache from one that went to the network.
 */
export function createCountingClient(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const requests: string[] = [];
  const counter = new ApolloLink((operation, forward) => {
    requests.push(operation.operationName ?? '');
    return forward(operation);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([counter, new MockLink(mocks)]),
    cache: new InMemoryCache(),
  });
  return { client, requests };
}
