import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { DirectoryState } from '../utils/directory-state';

type Localized = { ar: string; en: string };

export type CategoryValue = 'PHYSICIAN' | 'PSYCHOTHERAPIST' | 'THERAPIST';
export type GenderValue = 'MALE' | 'FEMALE';
export type SortValue = 'NEWEST' | 'OLDEST' | 'HIGHEST_RATED' | 'HIGHEST_PRICE' | 'LOWEST_PRICE';
export type ConsultationTypeValue = 'PSYCHOLOGICAL' | 'FAMILY';
export type CommunicationStyleValue = 'CHAT' | 'VOICE' | 'VIDEO';

export interface DirectoryPractitioner {
  id: string;
  category: CategoryValue;
  name: Localized;
  title: Localized;
  rating: number;
  ratingCount: number;
  priceSar: number;
  consultationTypes: ConsultationTypeValue[];
  communicationStyles: CommunicationStyleValue[];
  classified: boolean;
  photoUrl: string | null;
}

export interface PractitionersData {
  practitioners: { items: DirectoryPractitioner[]; total: number; page: number; pageCount: number };
}

export interface PractitionersVariables {
  search: string | null;
  category: CategoryValue | null;
  gender: GenderValue | null;
  sort: SortValue;
  page: number;
  pageSize: number;
}

export const directoryPageSize = 10;

export const practitionersQuery: TypedDocumentNode<PractitionersData, PractitionersVariables> = gql`
  query DirectoryPractitioners(
    $search: String
    $category: PractitionerCategory
    $gender: Gender
    $sort: PractitionerSort
    $page: Int
    $pageSize: Int
  ) {
    practitioners(
      search: $search
      category: $category
      gender: $gender
      sort: $sort
      page: $page
      pageSize: $pageSize
    ) {
      items {
        id
        category
        name {
          ar
          en
        }
        title {
          ar
          en
        }
        rating
        ratingCount
        priceSar
        consultationTypes
        communicationStyles
        classified
        photoUrl
      }
      total
      page
      pageCount
    }
  }
`;

export function practitionersVariables(state: DirectoryState): PractitionersVariables {
  return {
    search: state.search || null,
    category: state.category ? (state.category.toUpperCase() as CategoryValue) : null,
    gender: state.gender ? (state.gender.toUpperCase() as GenderValue) : null,
    sort: state.sort.toUpperCase() as SortValue,
    page: state.page,
    pageSize: directoryPageSize,
  };
}

/** One page of the directory for the view held in the URL. */
export function usePractitioners(state: DirectoryState) {
  return useQuery(practitionersQuery, {
    variables: practitionersVariables(state),
    notifyOnNetworkStatusChange: true,
  });
}

/** One page of the directory into the shared cache, ahead of a visit (what `usePractitioners` then reads). */
export function preloadPractitioners(client: ApolloClient, state: DirectoryState) {
  return client.query({ query: practitionersQuery, variables: practitionersVariables(state) });
}
