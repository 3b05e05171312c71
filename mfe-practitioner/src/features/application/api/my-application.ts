import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ApplicationFieldsFragment } from './application-fields.generated';
import { MyApplicationDocument } from './my-application.generated';

/** The draft as the server holds it, so a visitor resumes where they left off on any device. */
export function useMyApplication() {
  return useQuery(MyApplicationDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
}

/** After a save, points the page's query at the saved application (the first save turns null into one). */
export function rememberApplication(cache: ApolloCache, application: ApplicationFieldsFragment | undefined): void {
  if (!application) return;
  cache.modify({
    fields: {
      myApplication: (_existing, { toReference }) => toReference({ __typename: 'Application', id: application.id }),
    },
  });
}
