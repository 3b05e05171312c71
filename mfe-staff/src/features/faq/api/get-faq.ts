import { useQuery } from '@apollo/client/react';
import { StaffConsoleFaqDocument, type StaffConsoleFaqQuery } from './get-faq.generated';

export type FaqCategory = StaffConsoleFaqQuery['staffFaq'][number];
export type FaqQuestion = FaqCategory['questions'][number];

export const faqQuery = StaffConsoleFaqDocument;

/** Every category and question, published or not, in the order the public FAQ shows them. */
export function useFaq() {
  return useQuery(faqQuery, { fetchPolicy: 'network-only' });
}
