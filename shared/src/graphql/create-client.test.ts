import { gql } from '@apollo/client';
import { createApolloClient } from './create-client';

/** The API's answers, in order (a stand-in for the server; unit tests have none). */
function apiAnswering(...bodies: object[]): typeof fetch {
  const queue = [...bodies];
  return (async () =>
    new Response(JSON.stringify(queue.shift()), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
}

const subscribe = gql`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email)
  }
`;

describe('createApolloClient', () => {
  it('reports each mutation the API accepted by name, and neither refused mutations nor queries', async () => {
    const accepted: string[] = [];
    const client = createApolloClient({
      getLocale: () => 'en',
      uri: 'http://127.0.0.1/graphql',
      fetch: apiAnswering(
        { data: { subscribeNewsletter: true } },
        { data: null, errors: [{ message: 'no', extensions: { code: 'BAD_USER_INPUT' } }] },
        { data: { viewer: null } },
      ),
      onMutationSucceeded: (name) => accepted.push(name),
    });

    await client.mutate({ mutation: subscribe, variables: { email: 'a@example.com' } });
    await expect(client.mutate({ mutation: subscribe, variables: { email: 'bad' } })).rejects.toThrow();
    await client.query({ query: gql('query Viewer { viewer { id } }') });

    expect(accepted).toEqual(['SubscribeNewsletter']);
  });
});
