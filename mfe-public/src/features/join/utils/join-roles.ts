export const joinRoles = ['physician', 'psychologist', 'social-worker'] as const;
export type JoinRole = (typeof joinRoles)[number];

export type RequirementKey = 'degree' | 'fellowship' | 'classification' | 'experience' | 'assessmentRole' | 'remote';
export type BenefitKey = 'share' | 'flexible' | 'remote' | 'bookings';

/** SPEC §6: physicians hold a fellowship; psychologists and social workers a degree and the assessment test. */
export const roleRequirements: Record<JoinRole, RequirementKey[]> = {
  physician: ['fellowship', 'classification', 'experience', 'remote'],
  psychologist: ['degree', 'classification', 'experience', 'assessmentRole', 'remote'],
  'social-worker': ['degree', 'classification', 'experience', 'assessmentRole', 'remote'],
};

/** The pay share is a percentage that is deliberately not published. */
export const benefits: BenefitKey[] = ['share', 'flexible', 'remote', 'bookings'];

/** When the listings were published (SPEC §9). */
export const jobPostedOn = '2022-11-11';

export const minimumExperienceMonths = 24;

export const applyPath = '/auth/apply';

export function joinRolePath(role: JoinRole): string {
  return `/join-as-practitioner/${role}`;
}
