import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { FaqCategorySummary, FaqQuestion } from './faq-fields';

export interface FaqSearchData {
  faqSearch: (FaqQuestion & { category: FaqCategorySummary })[];
}

export const faqSearchQuery: TypedDocumentNode<FaqSearchData, { text: string }> = gql`
  query FaqSearch($text: String!) {
    faqSearch(text: $text) {
      id
      question {
        ar
        en
      }
      answer {
        ar
        en
      }
      category {
        id
        name {
          ar
          en
        }
      }
    }
  }
`;

/** Questions of every category matching the search; the server folds Arabic letter forms and diacritics. */
export function useFaqSearch(text: string) {
  return useQuery(faqSearchQuery, { variables: { text }, skip: text === '', notifyOnNetworkStatusChange: true });
}

/** A search's results into the shared cache, ahead of a visit (what `useFaqSearch` then reads). */
export function preloadFaqSearch(client: ApolloClient, text: string) {
  return client.query({ query: faqSearchQuery, variables: { text } });
}
