import { jobPostingJsonLd, type JobPostingInput } from './job-posting-json-ld';

const input: JobPostingInput = {
  role: 'psychologist',
  locale: 'en',
  url: 'https://sakina.example/en/join-as-practitioner/psychologist',
  title: 'Psychologist or psychotherapist',
  summary: 'Support people <with> talking therapies & more.',
  requirements: ["A bachelor's degree in psychology", 'At least 2 years of continuous clinical experience'],
  benefits: ['A percentage share of every session you hold', 'Flexible hours'],
  organizationName: 'Sakina',
};

describe('jobPostingJsonLd', () => {
  it('is a remote JobPosting for Saudi Arabia, posted on 2022-11-11', () => {
    expect(jobPostingJsonLd(input)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Psychologist or psychotherapist',
      url: input.url,
      datePosted: '2022-11-11',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Saudi Arabia' },
      hiringOrganization: { '@type': 'Organization', name: 'Sakina', url: 'https://sakina.example' },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 24 },
      educationRequirements: { credentialCategory: 'bachelor degree' },
      inLanguage: 'en-US',
    });
  });

  it('asks physicians for a postgraduate qualification (the fellowship)', () => {
    expect(jobPostingJsonLd({ ...input, role: 'physician' }).educationRequirements.credentialCategory).toBe(
      'postgraduate degree',
    );
  });

  it('puts the summary and requirements in the description as escaped HTML', () => {
    const { description, qualifications, jobBenefits } = jobPostingJsonLd(input);
    expect(description).toBe(
      '<p>Support people &#60;with&#62; talking therapies &#38; more.</p>' +
        '<ul><li>A bachelor&#39;s degree in psychology</li><li>At least 2 years of continuous clinical experience</li></ul>',
    );
    expect(qualifications).toContain('At least 2 years');
    expect(jobBenefits).toContain('percentage share');
    expect(jobBenefits).not.toMatch(/\d+\s*%/);
  });
});
