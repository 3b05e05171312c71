import { toFieldErrors } from '../field-error';
import { todayIso } from './dates';
import { specializationFitsJobType, specializations, specializationsByJobType } from './options';
import { professionalInformationSchema, type ProfessionalInformationInput } from './professional-information';
import { validProfessionalInformation } from './test-data';

function errorsOf(value: unknown): Record<string, string> {
  const result = professionalInformationSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(toFieldErrors(result.error).map((field) => [field.path, field.code]));
}

const withChange = (change: Partial<ProfessionalInformationInput>) => ({
  ...validProfessionalInformation(),
  ...change,
});

describe('professionalInformationSchema (step 2)', () => {
  it('accepts realistic answers and normalises them', () => {
    const parsed = professionalInformationSchema.parse(
      withChange({ experienceInYears: '١٢', iban: 'sa03 8000 0000 6080 1016 7519', twitterUrl: 'x.com/sara_psych' }),
    );
    expect(parsed).toMatchObject({
      experienceInYears: 12,
      iban: 'SA0380000000608010167519',
      twitterUrl: 'https://x.com/sara_psych',
      linkedinUrl: undefined,
      employerName: 'Riyadh Wellbeing Clinic',
    });
  });

  it('names every empty required field', () => {
    expect(
      errorsOf({
        education: [],
        experienceInYears: '',
        sfhscRegistrationNumber: '',
        sfhscExpirationDate: '',
        jobType: '',
        classificationLevel: '',
        sector: '',
        specialization: '',
        secondarySpecialities: [],
        consultationTypes: [],
        communicationStyles: [],
        languages: [],
        offeredSpecializations: [],
      }),
    ).toEqual({
      education: 'education_required',
      experienceInYears: 'required',
      sfhscRegistrationNumber: 'required',
      sfhscExpirationDate: 'required',
      jobType: 'required',
      classificationLevel: 'required',
      sector: 'required',
      specialization: 'required',
      consultationTypes: 'choose_at_least_one',
      communicationStyles: 'choose_at_least_one',
      languages: 'choose_at_least_one',
      offeredSpecializations: 'choose_at_least_one',
    });
  });

  it('checks each education entry: a known degree code and an institution', () => {
    expect(
      errorsOf(
        withChange({
          education: [
            { degree: 'BACHELOR', institution: 'Imam University' },
            { degree: 'PHD', institution: '' },
          ],
        }),
      ),
    ).toEqual({ 'education.1.degree': 'option_invalid', 'education.1.institution': 'required' });
  });

  it('wants 2 to 100 years of experience, in digits of either script', () => {
    expect(errorsOf(withChange({ experienceInYears: '1' }))).toEqual({ experienceInYears: 'experience_too_low' });
    expect(errorsOf(withChange({ experienceInYears: '101' }))).toEqual({ experienceInYears: 'experience_too_high' });
    expect(errorsOf(withChange({ experienceInYears: 'ten' }))).toEqual({ experienceInYears: 'number_invalid' });
    expect(errorsOf(withChange({ experienceInYears: '٢' }))).toEqual({});
    expect(errorsOf(withChange({ experienceInYears: '100' }))).toEqual({});
  });

  it('wants the SCFHS number in capital English letters and digits, expiring after today', () => {
    expect(errorsOf(withChange({ sfhscRegistrationNumber: '12rp34567' }))).toEqual({
      sfhscRegistrationNumber: 'registration_number_invalid',
    });
    expect(errorsOf(withChange({ sfhscRegistrationNumber: '12-RP-345' }))).toEqual({
      sfhscRegistrationNumber: 'registration_number_invalid',
    });
    expect(errorsOf(withChange({ sfhscRegistrationNumber: '١٢RP٣٤٥٦٧' }))).toEqual({});
    expect(errorsOf(withChange({ sfhscExpirationDate: todayIso() }))).toEqual({
      sfhscExpirationDate: 'date_not_future',
    });
    expect(errorsOf(withChange({ sfhscExpirationDate: '2020-01-01' }))).toEqual({
      sfhscExpirationDate: 'date_not_future',
    });
  });

  it('offers physician titles to physicians only, and wants an employer unless not working', () => {
    const physician = { jobType: 'physician', specialization: 'psychiatry' } as const;
    expect(errorsOf(withChange({ ...physician, classificationLevel: 'senior_specialist' }))).toEqual({
      classificationLevel: 'classification_level_mismatch',
    });
    expect(errorsOf(withChange({ ...physician, classificationLevel: 'subspecialty_consultant' }))).toEqual({});
    expect(errorsOf(withChange({ sector: 'government', employerName: ' ' }))).toEqual({
      employerName: 'employer_required',
    });
    expect(professionalInformationSchema.parse(withChange({ sector: 'not_working' })).employerName).toBeUndefined();
  });

  it('offers specializations by job type: psychiatry and family medicine to physicians only', () => {
    expect(errorsOf(withChange({ jobType: 'specialist', specialization: 'psychiatry' }))).toEqual({
      specialization: 'specialization_mismatch',
    });
    expect(errorsOf(withChange({ jobType: 'specialist', specialization: 'family_medicine' }))).toEqual({
      specialization: 'specialization_mismatch',
    });
    expect(
      errorsOf(withChange({ jobType: 'physician', classificationLevel: 'consultant', specialization: 'psychiatry' })),
    ).toEqual({});
    expect(
      errorsOf(
        withChange({ jobType: 'physician', classificationLevel: 'consultant', specialization: 'clinical_psychology' }),
      ),
    ).toEqual({ specialization: 'specialization_mismatch' });
    expect(errorsOf(withChange({ jobType: 'specialist', specialization: 'social_work' }))).toEqual({});
  });

  it('every specialization belongs to exactly one job type', () => {
    const byJobType = Object.values(specializationsByJobType).flat();
    expect([...byJobType].sort()).toEqual([...specializations].sort());
    expect(specializationFitsJobType('psychiatry', '')).toBe(true);
  });

  it('shows cross-field messages together with the others', () => {
    expect(errorsOf(withChange({ sector: 'private', employerName: '', experienceInYears: '1' }))).toEqual({
      experienceInYears: 'experience_too_low',
      employerName: 'employer_required',
    });
  });

  it('accepts only X and LinkedIn profile links in those fields', () => {
    expect(
      errorsOf(withChange({ twitterUrl: 'https://twitter.com/sara', linkedinUrl: 'https://sa.linkedin.com/in/sara' })),
    ).toEqual({});
    expect(errorsOf(withChange({ twitterUrl: 'https://facebook.com/sara' }))).toEqual({
      twitterUrl: 'twitter_link_invalid',
    });
    expect(errorsOf(withChange({ twitterUrl: 'https://x.com/' }))).toEqual({ twitterUrl: 'twitter_link_invalid' });
    expect(errorsOf(withChange({ linkedinUrl: 'https://notlinkedin.com/in/sara' }))).toEqual({
      linkedinUrl: 'linkedin_link_invalid',
    });
    expect(errorsOf(withChange({ linkedinUrl: 'javascript:alert(1)//linkedin.com/in/x' }))).toEqual({
      linkedinUrl: 'linkedin_link_invalid',
    });
  });

  it('leaves the account number optional, and when given wants a valid Saudi IBAN', () => {
    expect(errorsOf(withChange({ iban: '' }))).toEqual({});
    expect(errorsOf(withChange({ iban: 'SA0380000000608010167518' }))).toEqual({ iban: 'iban_invalid' });
    expect(errorsOf(withChange({ iban: 'GB82WEST12345698765432' }))).toEqual({ iban: 'iban_not_saudi' });
  });

  it('wants at least one of each multiple choice and only known options', () => {
    expect(errorsOf(withChange({ communicationStyles: ['fax'] as never }))).toEqual({
      'communicationStyles.0': 'option_invalid',
    });
    expect(professionalInformationSchema.parse(withChange({ languages: ['ar', 'ar', 'en'] })).languages).toEqual([
      'ar',
      'en',
    ]);
  });
});
