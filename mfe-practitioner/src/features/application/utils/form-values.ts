import type { PersonalInformationInput, ProfessionalInformationInput } from '@sakina/shared/validation';
import type {
  ApplicationDocumentKind,
  ApplicationPersonalInput,
  ApplicationProfessionalInput,
} from '@sakina/shared/graphql';
import type { ApplicationDocumentFieldsFragment, ApplicationFieldsFragment } from '../api/application-fields.generated';

export type PersonalFormValues = PersonalInformationInput;

/** The form keeps every optional text as a string ('' when empty). */
export type ProfessionalFormValues = Omit<
  ProfessionalInformationInput,
  'experienceInYears' | 'employerName' | 'twitterUrl' | 'linkedinUrl' | 'iban'
> & {
  experienceInYears: string;
  employerName: string;
  twitterUrl: string;
  linkedinUrl: string;
  iban: string;
};

export function personalFormValues(application: ApplicationFieldsFragment | null): PersonalFormValues {
  const personal = application?.personal;
  if (!personal) {
    return {
      fullNameAr: '',
      fullNameEn: '',
      nationalId: '',
      birthDate: '',
      gender: '',
      nationality: '',
      mobile: { country: 'SA', number: '' },
      country: 'SA',
      city: '',
      bioAr: '',
      bioEn: '',
    };
  }
  // Picked one by one: what Apollo read also carries __typename, which no input type accepts.
  return {
    fullNameAr: personal.fullNameAr,
    fullNameEn: personal.fullNameEn,
    nationalId: personal.nationalId,
    birthDate: personal.birthDate,
    gender: personal.gender,
    nationality: personal.nationality,
    mobile: { country: personal.mobile.country, number: personal.mobile.e164 },
    country: personal.country,
    city: personal.city,
    bioAr: personal.bioAr,
    bioEn: personal.bioEn,
  };
}

export function professionalFormValues(application: ApplicationFieldsFragment | null): ProfessionalFormValues {
  const professional = application?.professional;
  if (!professional) {
    return {
      education: [{ degree: '', institution: '' }],
      experienceInYears: '',
      sfhscRegistrationNumber: '',
      sfhscExpirationDate: '',
      jobType: '',
      classificationLevel: '',
      sector: '',
      employerName: '',
      specialization: '',
      secondarySpecialities: [],
      consultationTypes: [],
      communicationStyles: [],
      languages: [],
      offeredSpecializations: [],
      twitterUrl: '',
      linkedinUrl: '',
      iban: '',
    };
  }
  return {
    education: professional.education.map(({ degree, institution }) => ({ degree, institution })),
    experienceInYears: String(professional.experienceInYears),
    sfhscRegistrationNumber: professional.sfhscRegistrationNumber,
    sfhscExpirationDate: professional.sfhscExpirationDate,
    jobType: professional.jobType,
    classificationLevel: professional.classificationLevel,
    sector: professional.sector,
    employerName: professional.employerName ?? '',
    specialization: professional.specialization,
    secondarySpecialities: [...professional.secondarySpecialities],
    consultationTypes: [...professional.consultationTypes],
    communicationStyles: [...professional.communicationStyles],
    languages: [...professional.languages],
    offeredSpecializations: [...professional.offeredSpecializations],
    twitterUrl: professional.twitterUrl ?? '',
    linkedinUrl: professional.linkedinUrl ?? '',
    iban: professional.iban ?? '',
  } as ProfessionalFormValues;
}

export function personalInput(values: PersonalFormValues): ApplicationPersonalInput {
  return {
    fullNameAr: values.fullNameAr,
    fullNameEn: values.fullNameEn,
    nationalId: values.nationalId,
    birthDate: values.birthDate,
    gender: values.gender,
    nationality: values.nationality,
    mobile: { country: values.mobile.country, number: values.mobile.number },
    country: values.country,
    city: values.city,
    bioAr: values.bioAr,
    bioEn: values.bioEn,
  };
}

export function professionalInput(values: ProfessionalFormValues): ApplicationProfessionalInput {
  const optional = (value: string) => (value.trim() === '' ? null : value);
  return {
    education: values.education.map(({ degree, institution }) => ({ degree, institution })),
    experienceInYears: values.experienceInYears,
    sfhscRegistrationNumber: values.sfhscRegistrationNumber,
    sfhscExpirationDate: values.sfhscExpirationDate,
    jobType: values.jobType,
    classificationLevel: values.classificationLevel,
    sector: values.sector,
    employerName: values.sector === 'not_working' ? null : optional(values.employerName),
    specialization: values.specialization,
    secondarySpecialities: values.secondarySpecialities,
    consultationTypes: values.consultationTypes,
    communicationStyles: values.communicationStyles,
    languages: values.languages,
    offeredSpecializations: values.offeredSpecializations,
    twitterUrl: optional(values.twitterUrl),
    linkedinUrl: optional(values.linkedinUrl),
    iban: optional(values.iban),
  };
}

export const requiredDocumentKinds: readonly Exclude<ApplicationDocumentKind, 'CERTIFICATE'>[] = [
  'PHOTO',
  'CV',
  'QUALIFICATION',
  'IDENTITY',
  'CLASSIFICATION',
];

export function documentOf(
  application: ApplicationFieldsFragment | null,
  kind: ApplicationDocumentKind,
): ApplicationDocumentFieldsFragment | undefined {
  return application?.documents.find((document) => document.kind === kind);
}

export type StepId = 'personal' | 'professional' | 'attachments' | 'review';

export const stepIds: readonly StepId[] = ['personal', 'professional', 'attachments', 'review'];

export function completedSteps(application: ApplicationFieldsFragment | null): StepId[] {
  if (!application) return [];
  const done: StepId[] = [];
  if (application.personal) done.push('personal');
  if (application.professional) done.push('professional');
  if (requiredDocumentKinds.every((kind) => documentOf(application, kind))) done.push('attachments');
  return done;
}

/** Where a visitor resumes: the first step not done yet, or the evaluation once all are. */
export function resumeStep(application: ApplicationFieldsFragment | null): StepId {
  const done = completedSteps(application);
  return stepIds.find((step) => !done.includes(step)) ?? 'review';
}
