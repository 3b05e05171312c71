import type { PersonalInformation, ProfessionalInformation } from '@sakina/shared/validation';
import { concernsOfApplicationChoices, optionLabel, type OptionGroup } from '@sakina/shared/vocabulary';
import type { Localized, LocalizedList } from '../common/localized';
import type { CommunicationStyle, PractitionerCategory } from '../practitioners/practitioner';
import type { practitionerListings } from './listings.table';

export type NewListing = typeof practitionerListings.$inferInsert;

/** The directory's category of a specialization: physicians, psychologists, and counsellors or social workers. */
const categoryBySpecialization: Record<ProfessionalInformation['specialization'], PractitionerCategory> = {
  psychiatry: 'physician',
  family_medicine: 'physician',
  clinical_psychology: 'psychotherapist',
  counseling_psychology: 'psychotherapist',
  social_work: 'therapist',
  family_counseling: 'therapist',
};

/** The application says "writing" where the directory says "chat". */
const channelOf = (style: ProfessionalInformation['communicationStyles'][number]): CommunicationStyle =>
  style === 'writing' ? 'chat' : style;

const labels = (group: OptionGroup, value: string): Localized => ({
  ar: optionLabel('ar', group, value),
  en: optionLabel('en', group, value),
});

const labelList = (group: OptionGroup, values: readonly string[]): LocalizedList => ({
  ar: values.map((value) => optionLabel('ar', group, value)),
  en: values.map((value) => optionLabel('en', group, value)),
});

/**
 * The draft listing an accepted application becomes: what the applicant wrote, named in both languages. What the
 * platform owns (price, urgent consultations, order) is left for an editor; the photo is added by the caller.
 */
export function listingFromApplication(
  application: { id: string; personal: PersonalInformation; professional: ProfessionalInformation },
  today: string,
): NewListing {
  const { personal, professional } = application;
  const level = labels('classificationLevel', professional.classificationLevel);
  const specialization = labels('specialization', professional.specialization);
  return {
    status: 'draft',
    applicationId: application.id,
    category: categoryBySpecialization[professional.specialization],
    gender: personal.gender,
    name: { ar: personal.fullNameAr, en: personal.fullNameEn },
    title: { ar: `${level.ar}، ${specialization.ar}`, en: `${level.en}, ${specialization.en}` },
    bio: { ar: personal.bioAr, en: personal.bioEn },
    specializations: labelList('offeredSpecialization', professional.offeredSpecializations),
    secondarySpecialties: labelList('secondarySpeciality', professional.secondarySpecialities),
    concerns: concernsOfApplicationChoices({
      offeredSpecialization: professional.offeredSpecializations,
      secondarySpeciality: professional.secondarySpecialities,
    }),
    languages: [...professional.languages],
    education: {
      ar: professional.education.map((entry) => `${optionLabel('ar', 'degree', entry.degree)}، ${entry.institution}`),
      en: professional.education.map((entry) => `${optionLabel('en', 'degree', entry.degree)}, ${entry.institution}`),
    },
    yearsOfExperience: professional.experienceInYears,
    consultationTypes: [...professional.consultationTypes],
    communicationStyles: [...new Set(professional.communicationStyles.map(channelOf))],
    classified: true,
    classificationLevel: professional.classificationLevel,
    registrationNumber: professional.sfhscRegistrationNumber,
    registrationExpiresOn: professional.sfhscExpirationDate,
    // The reviewer checked the registration when accepting.
    registrationVerifiedOn: today,
    joinedOn: today,
  };
}
