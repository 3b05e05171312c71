import '../utils/resize-observer-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { SaveApplicationProfessionalDocument } from '../api/save-professional-information.generated';
import { testApplication, testProfessional } from '../utils/test-application';
import { ProfessionalStep } from './professional-step';

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

describe('ProfessionalStep', () => {
  it('offers the classification titles of the chosen job type', async () => {
    const { user } = renderPage(
      <ProfessionalStep application={null} onSaved={jest.fn()} backTo="/auth/application?step=personal" />,
      {
        path: '/en/auth/application',
      },
    );
    const level = screen.getByRole('combobox', { name: 'Classification level' });

    await user.click(screen.getByRole('radio', { name: 'Physician' }));
    expect(options(level)).toEqual(['', 'registrar', 'senior_registrar', 'consultant', 'subspecialty_consultant']);
    await user.selectOptions(level, 'subspecialty_consultant');

    await user.click(screen.getByRole('radio', { name: 'Specialist (psychologist or social worker)' }));
    expect(options(level)).toEqual(['', 'specialist', 'senior_specialist', 'consultant']);
    expect(level).toHaveValue('');
  });

  it('asks the job type before the specialization and classification level that depend on it', () => {
    renderPage(<ProfessionalStep application={null} onSaved={jest.fn()} backTo="/auth/application?step=personal" />, {
      path: '/en/auth/application',
    });
    const jobType = screen.getByRole('radiogroup', { name: 'Job type' });

    for (const name of ['Specialization', 'Classification level']) {
      const dependent = screen.getByRole('combobox', { name });
      expect(jobType.compareDocumentPosition(dependent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('offers the specializations of the chosen job type: psychiatry to physicians only', async () => {
    const { user } = renderPage(
      <ProfessionalStep application={null} onSaved={jest.fn()} backTo="/auth/application?step=personal" />,
      { path: '/en/auth/application' },
    );
    const specialization = screen.getByRole('combobox', { name: 'Specialization' });
    await user.selectOptions(specialization, 'psychiatry');

    await user.click(screen.getByRole('radio', { name: 'Specialist (psychologist or social worker)' }));
    expect(options(specialization)).toEqual([
      '',
      'clinical_psychology',
      'counseling_psychology',
      'social_work',
      'family_counseling',
    ]);
    expect(specialization).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Physician' }));
    expect(options(specialization)).toEqual(['', 'psychiatry', 'family_medicine']);
  });

  it('asks for the employer unless the applicant is not working', async () => {
    const { user } = renderPage(
      <ProfessionalStep application={null} onSaved={jest.fn()} backTo="/auth/application?step=personal" />,
      {
        path: '/en/auth/application',
      },
    );

    await user.click(screen.getByRole('radio', { name: 'In the government sector' }));
    expect(screen.getByRole('textbox', { name: 'Employer name' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'I am not working at present' }));
    expect(screen.queryByRole('textbox', { name: 'Employer name' })).not.toBeInTheDocument();
  });

  it('adds and removes education entries, and names every broken rule', async () => {
    const { user } = renderPage(
      <ProfessionalStep application={null} onSaved={jest.fn()} backTo="/auth/application?step=personal" />,
      {
        path: '/en/auth/application',
      },
    );

    await user.click(screen.getByRole('button', { name: 'Add another qualification' }));
    expect(screen.getAllByRole('combobox', { name: 'Degree' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove qualification 2' }));
    expect(screen.getAllByRole('combobox', { name: 'Degree' })).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Years of experience' }), '١');
    await user.type(screen.getByRole('textbox', { name: 'SCFHS registration number' }), '12-rp');
    await user.type(screen.getByRole('textbox', { name: /^Account number \(IBAN\)/ }), 'SA00 1234');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    const messages = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Years of experience must be at least 2',
        'Use capital English letters and digits only',
        'A Saudi IBAN is SA followed by 22 characters',
        'Choose at least one',
      ]),
    );
    expect(screen.getByRole('group', { name: 'How you hold consultations' })).toHaveAccessibleDescription(
      'Choose at least one',
    );
  });

  it('saves a corrected draft and moves on', async () => {
    const onSaved = jest.fn();
    const application = testApplication({ professional: testProfessional });
    const { user } = renderPage(
      <ProfessionalStep application={application} onSaved={onSaved} backTo="/auth/application?step=personal" />,
      {
        path: '/en/auth/application',
        mocks: [
          {
            request: {
              query: SaveApplicationProfessionalDocument,
              variables: {
                input: {
                  education: [{ degree: 'MASTER', institution: 'King Saud University' }],
                  experienceInYears: '12',
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
                },
              },
            },
            result: {
              data: {
                saveApplicationProfessional: {
                  ...application,
                  professional: { ...testProfessional, experienceInYears: 12 },
                },
              },
            },
          },
        ],
      },
    );
    const years = screen.getByRole('textbox', { name: 'Years of experience' });
    expect(years).toHaveValue('10');

    await user.clear(years);
    await user.type(years, '12');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
