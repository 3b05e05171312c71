import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FaqCategoryDocument, type FaqCategoryQuery } from './get-faq-category.generated';

/** A category's id and name, for the navigation between categories. */
export type FaqCategorySummary = FaqCategoryQuery['categories'][number];

/** One FAQ category by its id (slug) with its questions, and the names of all categories for navigation. */
export function useFaqCategory(id: string) {
  return useQuery(FaqCategoryDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
}

/** A category into the shared cache, ahead of a visit (what `useFaqCategory` then reads). */
export function preloadFaqCategory(client: ApolloClient, id: string) {
  return client.query({ query: FaqCategoryDocument, variables: { id } });
}
