import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PractitionerProfileDocument, type PractitionerProfileQuery } from './get-practitioner.generated';

export type PractitionerProfile = NonNullable<PractitionerProfileQuery['practitioner']>;

export function usePractitioner(id: string) {
  return useQuery(PractitionerProfileDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
}

/** The profile's query into the shared cache, ahead of a visit (what `usePractitioner` then reads). */
export function preloadPractitioner(client: ApolloClient, id: string) {
  return client.query({ query: PractitionerProfileDocument, variables: { id } });
}
