import type { ApplicationDocumentKind } from '@sakina/shared/graphql';
import type { ApplicationDocumentFieldsFragment, ApplicationFieldsFragment } from '../api/application-fields.generated';
import type { MyApplicationQuery } from '../api/my-application.generated';

/** Applications as the API returns them (with __typename, as Apollo's cache keeps them), for the page tests. */
export const testLimits: MyApplicationQuery['applicationLimits'] & { __typename: 'ApplicationLimits' } = {
  __typename: 'ApplicationLimits',
  maxCertificates: 2,
  maxFileBytes: 10 * 1024 * 1024,
  maxPhotoBytes: 5 * 1024 * 1024,
};

export function testDocument(
  kind: ApplicationDocumentKind,
  fileName: string,
  id = `document-${kind.toLowerCase()}`,
): ApplicationDocumentFieldsFragment {
  return {
    __typename: 'ApplicationDocument',
    id,
    kind,
    fileName,
    mediaType: fileName.endsWith('.png') ? 'image/png' : 'application/pdf',
    sizeBytes: 2048,
    url: `/files/application-documents/${id}`,
  } as ApplicationDocumentFieldsFragment;
}

export const testPersonal = {
  __typename: 'ApplicationPersonal',
  fullNameAr: 'سارة محمد العتيبي',
  fullNameEn: 'Sara Mohammed Alotaibi',
  nationalId: '1000000008',
  birthDate: '1988-04-12',
  gender: 'female',
  nationality: 'SA',
  mobile: { __typename: 'ApplicationMobile', country: 'SA', e164: '+966501234567' },
  country: 'SA',
  city: 'الرياض',
  bioAr: 'أخصائية نفسية إكلينيكية أعمل مع البالغين في علاج القلق والاكتئاب منذ عشر سنوات.',
  bioEn: 'Clinical psychologist working with adults on anxiety and depression for ten years.',
};

export const testProfessional = {
  __typename: 'ApplicationProfessional',
  education: [{ __typename: 'EducationEntry', degree: 'MASTER', institution: 'King Saud University' }],
  experienceInYears: 10,
  sfhscRegistrationNumber: '12RP34567',
  sfhscExpirationDate: '2031-12-31',
  jobType: 'specialist',
  classificationLevel: 'senior_specialist',
  sector: 'private',
  employerName: 'Riyadh Wellbeing Clinic',
  specialization: 'clinical_psychology',
  secondarySpecialities: [],
  consultationTypes: ['psychological'],
  communicationStyles: ['voice', 'video'],
  languages: ['ar', 'en'],
  offeredSpecializations: ['anxiety'],
  twitterUrl: null,
  linkedinUrl: null,
  iban: 'SA0380000000608010167519',
};

export const completeDocuments = [
  testDocument('PHOTO', 'photo.png'),
  testDocument('CV', 'cv.pdf'),
  testDocument('QUALIFICATION', 'master.pdf'),
  testDocument('IDENTITY', 'iqama.png'),
  testDocument('CLASSIFICATION', 'scfhs.pdf'),
];

export function testApplication(overrides: Partial<ApplicationFieldsFragment> = {}): ApplicationFieldsFragment {
  return {
    __typename: 'Application',
    id: 'application-1',
    status: 'DRAFT',
    rejectionReason: null,
    submittedAt: null,
    decidedAt: null,
    personal: null,
    professional: null,
    documents: [],
    ...overrides,
  } as ApplicationFieldsFragment;
}
