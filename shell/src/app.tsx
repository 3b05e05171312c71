import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ShellContext } from '@sakina/shared/contracts';
import { createRoutes } from './routes/create-routes';

export function App({ client, context }: { client: ApolloClient; context: ShellContext }) {
  const router = useMemo(() => createBrowserRouter(createRoutes({ client, context })), [client, context]);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
