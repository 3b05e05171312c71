import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { applicationFields, type Application } from './application-fields';

export interface SaveProfessionalInformationVariables {
  input: {
    education: { degree: string; institution: string }[];
    experienceInYears: string;
    sfhscRegistrationNumber: string;
    sfhscExpirationDate: string;
    jobType: string;
    classificationLevel: string;
    sector: string;
    employerName: string | null;
    specialization: string;
    secondarySpecialities: string[];
    consultationTypes: string[];
    communicationStyles: string[];
    languages: string[];
    offeredSpecializations: string[];
    twitterUrl: string | null;
    linkedinUrl: string | null;
    iban: string | null;
  };
}

export interface SaveProfessionalInformationData {
  saveApplicationProfessional: Application;
}

export const saveProfessionalInformationMutation: TypedDocumentNode<
  SaveProfessionalInformationData,
  SaveProfessionalInformationVariables
> = gql`
  mutation SaveApplicationProfessional($input: ApplicationProfessionalInput!) {
    saveApplicationProfessional(input: $input) {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

export function useSaveProfessionalInformation() {
  return useMutation(saveProfessionalInformationMutation);
}
