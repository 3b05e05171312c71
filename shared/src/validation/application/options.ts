/** The choices of the practitioner application (SPEC §3); labels are in the practitioner namespace. */

export const degreeCodes = [
  'PROFESSIONAL_CERTIFICATE',
  'DIPLOMA',
  'BACHELOR',
  'MASTER',
  'BOARD',
  'FELLOWSHIP',
  'DOCTORATE',
] as const;
export type DegreeCode = (typeof degreeCodes)[number];

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const jobTypes = ['physician', 'specialist'] as const;
export type JobType = (typeof jobTypes)[number];

/** SCFHS classification titles by job type; psychologists and social workers are classified as specialists. */
export const classificationLevelsByJobType = {
  physician: ['registrar', 'senior_registrar', 'consultant', 'subspecialty_consultant'],
  specialist: ['specialist', 'senior_specialist', 'consultant'],
} as const satisfies Record<JobType, readonly string[]>;
export const classificationLevels = [
  'registrar',
  'senior_registrar',
  'consultant',
  'subspecialty_consultant',
  'specialist',
  'senior_specialist',
] as const;
export type ClassificationLevel = (typeof classificationLevels)[number];

/** Where the applicant works now; an employer name is asked for unless they do not work at present. */
export const workSectors = ['government', 'private', 'not_working'] as const;
export type WorkSector = (typeof workSectors)[number];

export const specializations = [
  'psychiatry',
  'family_medicine',
  'clinical_psychology',
  'counseling_psychology',
  'social_work',
  'family_counseling',
] as const;
export type Specialization = (typeof specializations)[number];

/** Specializations by job type (SPEC §1): psychiatry and family medicine are physicians' only. */
export const specializationsByJobType = {
  physician: ['psychiatry', 'family_medicine'],
  specialist: ['clinical_psychology', 'counseling_psychology', 'social_work', 'family_counseling'],
} as const satisfies Record<JobType, readonly Specialization[]>;

/** Whether a specialization may be chosen with a job type; with no job type chosen yet, every one may. */
export function specializationFitsJobType(specialization: Specialization, jobType: JobType | '' | undefined): boolean {
  return !jobType || (specializationsByJobType[jobType] as readonly Specialization[]).includes(specialization);
}

export const secondarySpecialities = [
  'child_adolescent',
  'addiction',
  'geriatric',
  'cognitive_behavioral_therapy',
  'couples_therapy',
  'trauma',
  'eating_disorders',
  'neuropsychology',
  'sleep',
  'school_counseling',
] as const;
export type SecondarySpeciality = (typeof secondarySpecialities)[number];

export const consultationTypes = ['psychological', 'family'] as const;
export type ConsultationType = (typeof consultationTypes)[number];

export const communicationStyles = ['writing', 'voice', 'video'] as const;
export type CommunicationStyle = (typeof communicationStyles)[number];

/** ISO 639-1 codes; the browser names them with Intl.DisplayNames. */
export const spokenLanguages = ['ar', 'en', 'ur', 'hi', 'bn', 'tl', 'id', 'fr', 'tr', 'fa'] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

/** What the practitioner offers to beneficiaries on the platform. */
export const offeredSpecializations = [
  'anxiety',
  'depression',
  'stress',
  'relationships',
  'family_issues',
  'parenting',
  'addiction',
  'trauma',
  'self_esteem',
  'sleep',
  'obsessive_compulsive',
  'grief',
] as const;
export type OfferedSpecialization = (typeof offeredSpecializations)[number];
