import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FaqCategoriesDocument, type FaqCategoriesQuery } from './get-faq-categories.generated';

/** A question and its answer, as every FAQ query selects them. */
export type FaqQuestion = FaqCategoriesQuery['faqCategories'][number]['questions'][number];

/** Every FAQ category with its questions, in the order the team chose. */
export function useFaqCategories() {
  return useQuery(FaqCategoriesDocument, { notifyOnNetworkStatusChange: true });
}

/** Every category into the shared cache, ahead of a visit (what `useFaqCategories` then reads). */
export function preloadFaqCategories(client: ApolloClient) {
  return client.query({ query: FaqCategoriesDocument });
}
