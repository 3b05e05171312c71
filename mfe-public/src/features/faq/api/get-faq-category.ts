import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { FaqCategory, FaqCategorySummary } from './faq-fields';

export interface FaqCategoryData {
  faqCategory: FaqCategory | null;
  categories: FaqCategorySummary[];
}

export const faqCategoryQuery: TypedDocumentNode<FaqCategoryData, { id: string }> = gql`
  query FaqCategory($id: ID!) {
    faqCategory(id: $id) {
      id
      name {
        ar
        en
      }
      questions {
        id
        question {
          ar
          en
        }
        answer {
          ar
          en
        }
      }
    }
    categories: faqCategories {
      id
      name {
        ar
        en
      }
    }
  }
`;

/** One FAQ category by its id (slug) with its questions, and the names of all categories for navigation. */
export function useFaqCategory(id: string) {
  return useQuery(faqCategoryQuery, { variables: { id }, notifyOnNetworkStatusChange: true });
}

/** A category into the shared cache, ahead of a visit (what `useFaqCategory` then reads). */
export function preloadFaqCategory(client: ApolloClient, id: string) {
  return client.query({ query: faqCategoryQuery, variables: { id } });
}
