import { useMutation } from '@apollo/client/react';
import { SubmitApplicationDocument } from './submit-application.generated';

export function useSubmitApplication() {
  return useMutation(SubmitApplicationDocument);
}
