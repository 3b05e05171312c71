import { useMutation } from '@apollo/client/react';
import { StaffConsoleSaveFaqCategoryDocument } from './save-faq-category.generated';

export const saveFaqCategoryMutation = StaffConsoleSaveFaqCategoryDocument;

/** Saves a category under the version the editor opened (the answer updates the cached category). */
export function useSaveFaqCategory() {
  return useMutation(saveFaqCategoryMutation);
}
