import { useMutation } from '@apollo/client/react';
import { StaffConsoleCreateFaqCategoryDocument } from './create-faq-category.generated';

export const createFaqCategoryMutation = StaffConsoleCreateFaqCategoryDocument;

/** Adds a category at the end, then reads the FAQ again so it shows in its place. */
export function useCreateFaqCategory() {
  return useMutation(createFaqCategoryMutation, { refetchQueries: ['StaffConsoleFaq'], awaitRefetchQueries: true });
}
