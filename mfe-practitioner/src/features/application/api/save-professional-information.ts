import { useMutation } from '@apollo/client/react';
import { SaveApplicationProfessionalDocument } from './save-professional-information.generated';

export function useSaveProfessionalInformation() {
  return useMutation(SaveApplicationProfessionalDocument);
}
