import { escapeHtml } from '@sakina/shared/html';
import type { Locale } from '@sakina/shared/contracts';
import { intlLocale } from '@sakina/shared/contracts';
import { jobPostedOn, minimumExperienceMonths, type JoinRole } from './join-roles';

export interface JobPostingInput {
  role: JoinRole;
  locale: Locale;
  /** The role page's absolute address. */
  url: string;
  title: string;
  /** Summary, requirements and benefits as the page shows them. */
  summary: string;
  requirements: string[];
  benefits: string[];
  organizationName: string;
}

/** schema.org JobPosting for one role: remote work limited to applicants in Saudi Arabia, posted 2022-11-11. */
export function jobPostingJsonLd(input: JobPostingInput) {
  const origin = new URL(input.url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': input.url,
    url: input.url,
    title: input.title,
    description: `<p>${escapeHtml(input.summary)}</p><ul>${input.requirements
      .map((requirement) => `<li>${escapeHtml(requirement)}</li>`)
      .join('')}</ul>`,
    inLanguage: intlLocale[input.locale],
    datePosted: jobPostedOn,
    employmentType: ['PART_TIME', 'CONTRACTOR'],
    industry: 'Health care',
    hiringOrganization: { '@type': 'Organization', name: input.organizationName, url: origin },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'Saudi Arabia' },
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: minimumExperienceMonths,
    },
    educationRequirements: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: input.role === 'physician' ? 'postgraduate degree' : 'bachelor degree',
    },
    qualifications: input.requirements.join('\n'),
    jobBenefits: input.benefits.join('\n'),
  };
}
