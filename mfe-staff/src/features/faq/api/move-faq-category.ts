import { useMutation } from '@apollo/client/react';
import { StaffConsoleMoveFaqCategoryDocument } from './move-faq-category.generated';

export const moveFaqCategoryMutation = StaffConsoleMoveFaqCategoryDocument;

/** Swaps a category with its neighbour, then reads the FAQ again (both changed place and version). */
export function useMoveFaqCategory() {
  return useMutation(moveFaqCategoryMutation, { refetchQueries: ['StaffConsoleFaq'], awaitRefetchQueries: true });
}
