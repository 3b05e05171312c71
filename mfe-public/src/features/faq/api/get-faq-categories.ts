import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { FaqCategory } from './faq-fields';

export interface FaqCategoriesData {
  faqCategories: FaqCategory[];
}

export const faqCategoriesQuery: TypedDocumentNode<FaqCategoriesData, Record<string, never>> = gql`
  query FaqCategories {
    faqCategories {
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
  }
`;

/** Every FAQ category with its questions, in the order the team chose. */
export function useFaqCategories() {
  return useQuery(faqCategoriesQuery, { notifyOnNetworkStatusChange: true });
}

/** Every category into the shared cache, ahead of a visit (what `useFaqCategories` then reads). */
export function preloadFaqCategories(client: ApolloClient) {
  return client.query({ query: faqCategoriesQuery });
}
