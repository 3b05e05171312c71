import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { applicationFields, type Application } from './application-fields';

export interface SavePersonalInformationVariables {
  input: {
    fullNameAr: string;
    fullNameEn: string;
    nationalId: string;
    birthDate: string;
    gender: string;
    nationality: string;
    mobile: { country: string; number: string };
    country: string;
    city: string;
    bioAr: string;
    bioEn: string;
  };
}

export interface SavePersonalInformationData {
  saveApplicationPersonal: Application;
}

export const savePersonalInformationMutation: TypedDocumentNode<
  SavePersonalInformationData,
  SavePersonalInformationVariables
> = gql`
  mutation SaveApplicationPersonal($input: ApplicationPersonalInput!) {
    saveApplicationPersonal(input: $input) {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

export function useSavePersonalInformation() {
  return useMutation(savePersonalInformationMutation);
}
