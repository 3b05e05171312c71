import { useMutation } from '@apollo/client/react';
import { StaffConsoleSaveFaqQuestionDocument } from './save-faq-question.generated';

export const saveFaqQuestionMutation = StaffConsoleSaveFaqQuestionDocument;

/** Saves a question under the version the editor opened (the answer updates the cached question). */
export function useSaveFaqQuestion() {
  return useMutation(saveFaqQuestionMutation);
}
