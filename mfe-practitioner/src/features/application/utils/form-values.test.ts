import { completeDocuments, testApplication, testPersonal, testProfessional } from './test-application';
import {
  completedSteps,
  personalFormValues,
  personalInput,
  professionalFormValues,
  professionalInput,
  resumeStep,
} from './form-values';

describe('resuming an application', () => {
  it('starts a new applicant at the personal information', () => {
    expect(resumeStep(null)).toBe('personal');
    expect(completedSteps(null)).toEqual([]);
  });

  it('continues at the first step not done, then at the evaluation', () => {
    expect(resumeStep(testApplication({ personal: testPersonal }))).toBe('professional');
    expect(resumeStep(testApplication({ personal: testPersonal, professional: testProfessional }))).toBe('attachments');
    const missingPhoto = completeDocuments.filter((document) => document.kind !== 'PHOTO');
    expect(
      resumeStep(testApplication({ personal: testPersonal, professional: testProfessional, documents: missingPhoto })),
    ).toBe('attachments');
    const complete = testApplication({
      personal: testPersonal,
      professional: testProfessional,
      documents: completeDocuments,
    });
    expect(resumeStep(complete)).toBe('review');
    expect(completedSteps(complete)).toEqual(['personal', 'professional', 'attachments']);
  });
});

describe('form values', () => {
  it('fills the forms from a saved draft, with the mobile as typed internationally', () => {
    const application = testApplication({ personal: testPersonal, professional: testProfessional });
    expect(personalFormValues(application).mobile).toEqual({ country: 'SA', number: '+966501234567' });
    expect(professionalFormValues(application)).toMatchObject({
      experienceInYears: '10',
      twitterUrl: '',
      employerName: 'Riyadh Wellbeing Clinic',
    });
  });

  it('sends a draft read back from the server without the cache’s __typename, which no input type accepts', () => {
    const application = testApplication({ personal: testPersonal, professional: testProfessional });
    expect(JSON.stringify(personalInput(personalFormValues(application)))).not.toContain('__typename');
    expect(JSON.stringify(professionalInput(professionalFormValues(application)))).not.toContain('__typename');
  });

  it('sends empty optional answers as null, and no employer for someone not working', () => {
    const values = { ...professionalFormValues(null), sector: 'not_working', employerName: 'Old Clinic', iban: ' ' };
    expect(professionalInput(values)).toMatchObject({
      employerName: null,
      iban: null,
      twitterUrl: null,
      linkedinUrl: null,
    });
  });
});
