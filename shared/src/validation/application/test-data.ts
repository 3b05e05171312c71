import type { PersonalInformationInput } from './personal-information';
import type { ProfessionalInformationInput } from './professional-information';

/** Valid answers for the application steps, for tests in the browser, the API and e2e. */
export function validPersonalInformation(): PersonalInformationInput {
  return {
    fullNameAr: 'سارة محمد العتيبي',
    fullNameEn: 'Sara Mohammed Alotaibi',
    nationalId: '1000000008',
    birthDate: '1988-04-12',
    gender: 'female',
    nationality: 'SA',
    mobile: { country: 'SA', number: '0501234567' },
    country: 'SA',
    city: 'الرياض',
    bioAr: 'أخصائية نفسية إكلينيكية أعمل مع البالغين في علاج القلق والاكتئاب منذ عشر سنوات.',
    bioEn: 'Clinical psychologist working with adults on anxiety and depression for ten years.',
  };
}

export function validProfessionalInformation(): ProfessionalInformationInput {
  const nextYear = new Date().getUTCFullYear() + 1;
  return {
    education: [{ degree: 'MASTER', institution: 'King Saud University' }],
    experienceInYears: '10',
    sfhscRegistrationNumber: '12RP34567',
    sfhscExpirationDate: `${nextYear}-12-31`,
    jobType: 'specialist',
    classificationLevel: 'senior_specialist',
    sector: 'private',
    employerName: 'Riyadh Wellbeing Clinic',
    specialization: 'clinical_psychology',
    secondarySpecialities: ['cognitive_behavioral_therapy'],
    consultationTypes: ['psychological'],
    communicationStyles: ['voice', 'video'],
    languages: ['ar', 'en'],
    offeredSpecializations: ['anxiety', 'depression'],
    twitterUrl: '',
    linkedinUrl: '',
    iban: '',
  };
}
