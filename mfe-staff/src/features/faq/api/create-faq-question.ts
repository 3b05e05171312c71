import { useMutation } from '@apollo/client/react';
import { StaffConsoleCreateFaqQuestionDocument } from './create-faq-question.generated';

export const createFaqQuestionMutation = StaffConsoleCreateFaqQuestionDocument;

/** Adds a question at the end of its category, then reads the FAQ again so it shows there. */
export function useCreateFaqQuestion() {
  return useMutation(createFaqQuestionMutation, { refetchQueries: ['StaffConsoleFaq'], awaitRefetchQueries: true });
}
