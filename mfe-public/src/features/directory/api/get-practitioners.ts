import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { toSchemaEnum } from '@sakina/shared/graphql';
import type { DirectoryState } from '../utils/directory-state';
import {
  DirectoryPractitionersDocument,
  type DirectoryPractitionersQuery,
  type DirectoryPractitionersQueryVariables,
} from './get-practitioners.generated';

export type DirectoryPractitioner = DirectoryPractitionersQuery['practitioners']['items'][number];
export type DirectoryFacets = DirectoryPractitionersQuery['practitioners']['facets'];
export type DirectoryFacet = DirectoryFacets[number];
export type DirectoryFacetFilter = DirectoryFacet['filter'];

/** One filter's counts, once read. */
export const facetOf = (facets: DirectoryFacets | undefined, filter: DirectoryFacetFilter) =>
  facets?.find((facet) => facet.filter === filter);

export const directoryPageSize = 10;

export function practitionersVariables(state: DirectoryState): DirectoryPractitionersQueryVariables {
  return {
    search: state.search || null,
    category: state.category ? toSchemaEnum(state.category) : null,
    gender: state.gender ? toSchemaEnum(state.gender) : null,
    concerns: state.concerns.length > 0 ? state.concerns : null,
    language: state.language,
    channel: state.channel ? toSchemaEnum(state.channel) : null,
    type: state.type ? toSchemaEnum(state.type) : null,
    maxPrice: state.maxPrice,
    urgent: state.urgent || null,
    sort: toSchemaEnum(state.sort),
    page: state.page,
    pageSize: directoryPageSize,
  };
}

/** One page of the directory for the view held in the URL, with the counts of every filter's choices. */
export function usePractitioners(state: DirectoryState) {
  return useQuery(DirectoryPractitionersDocument, {
    variables: practitionersVariables(state),
    notifyOnNetworkStatusChange: true,
  });
}

/** One page of the directory into the shared cache, ahead of a visit (what `usePractitioners` then reads). */
export function preloadPractitioners(client: ApolloClient, state: DirectoryState) {
  return client.query({ query: DirectoryPractitionersDocument, variables: practitionersVariables(state) });
}
