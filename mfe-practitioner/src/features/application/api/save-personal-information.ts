import { useMutation } from '@apollo/client/react';
import { SaveApplicationPersonalDocument } from './save-personal-information.generated';

export function useSavePersonalInformation() {
  return useMutation(SaveApplicationPersonalDocument);
}
