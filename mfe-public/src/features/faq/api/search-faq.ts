import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FaqSearchDocument } from './search-faq.generated';

/** Questions of every category matching the search; the server folds Arabic letter forms and diacritics. */
export function useFaqSearch(text: string) {
  return useQuery(FaqSearchDocument, { variables: { text }, skip: text === '', notifyOnNetworkStatusChange: true });
}

/** A search's results into the shared cache, ahead of a visit (what `useFaqSearch` then reads). */
export function preloadFaqSearch(client: ApolloClient, text: string) {
  return client.query({ query: FaqSearchDocument, variables: { text } });
}
