import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ShellContext } from '@sakina/shared/contracts';
import { ShellContextValue } from './locale/shell-context';

/** The providers around the router; the server render (server/render.tsx) builds the same tree around its own. */
export function Providers({
  client,
  i18n,
  context,
  children,
}: {
  client: ApolloClient;
  i18n: I18n;
  context: ShellContext;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ShellContextValue.Provider value={context}>{children}</ShellContextValue.Provider>
      </ApolloProvider>
    </I18nextProvider>
  );
}

export function App({
  client,
  i18n,
  context,
  router,
}: {
  client: ApolloClient;
  i18n: I18n;
  context: ShellContext;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  // A mark for tests and monitors: the page is interactive (hydrated, or rendered by the browser).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers client={client} i18n={i18n} context={context}>
      <RouterProvider router={router} />
    </Providers>
  );
}
