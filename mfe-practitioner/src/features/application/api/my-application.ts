import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { applicationFields, type Application } from './application-fields';

export interface ApplicationLimits {
  maxCertificates: number;
  maxFileBytes: number;
  maxPhotoBytes: number;
}

export interface MyApplicationData {
  myApplication: Application | null;
  applicationLimits: ApplicationLimits;
}

export const myApplicationQuery: TypedDocumentNode<MyApplicationData, Record<string, never>> = gql`
  query MyApplication {
    myApplication {
      ...ApplicationFields
    }
    applicationLimits {
      maxCertificates
      maxFileBytes
      maxPhotoBytes
    }
  }
  ${applicationFields}
`;

/** The draft as the server holds it, so a visitor resumes where they left off on any device. */
export function useMyApplication() {
  return useQuery(myApplicationQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
}

/** After a save, points the page's query at the saved application (the first save turns null into one). */
export function rememberApplication(cache: ApolloCache, application: Application | undefined): void {
  if (!application) return;
  cache.modify({
    fields: {
      myApplication: (_existing, { toReference }) => toReference({ __typename: 'Application', id: application.id }),
    },
  });
}
