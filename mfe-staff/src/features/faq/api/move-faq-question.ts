import { useMutation } from '@apollo/client/react';
import { StaffConsoleMoveFaqQuestionDocument } from './move-faq-question.generated';

export const moveFaqQuestionMutation = StaffConsoleMoveFaqQuestionDocument;

/** Swaps a question with its neighbour in its category, then reads the FAQ again. */
export function useMoveFaqQuestion() {
  return useMutation(moveFaqQuestionMutation, { refetchQueries: ['StaffConsoleFaq'], awaitRefetchQueries: true });
}
