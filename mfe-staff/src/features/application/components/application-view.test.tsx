import { screen, within } from '@testing-library/react';
import { applicationQuery, type ApplicationDetail } from '../api/get-application';
import { rejectMutation } from '../api/reject-application';
import { refused } from '../../../testing/refused';
import { renderPage } from '../../../testing/render-page';
import { ApplicationView } from './application-view';

const viewer = {
  id: 'staff-1',
  email: 'reviewer@sakina.example',
  role: 'REVIEWER' as const,
  permissions: ['applications'],
  apiTokenScopes: ['REVIEW_READ' as const, 'REVIEW_DECIDE' as const],
};

const detail: ApplicationDetail = {
  id: 'app-1',
  version: 'v1',
  claimedAt: '2026-11-20T08:00:00.000Z',
  holder: { id: 'staff-1', email: 'reviewer@sakina.example' },
  documents: [
    {
      id: 'doc-id',
      kind: 'IDENTITY',
      fileName: 'id.png',
      mediaType: 'image/png',
      sizeBytes: 2000,
      url: '/files/staff/application-documents/doc-id',
      downloadUrl: '/files/staff/application-documents/doc-id?download=1',
    },
    {
      id: 'doc-reg',
      kind: 'CLASSIFICATION',
      fileName: 'registration.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 3000,
      url: '/files/staff/application-documents/doc-reg',
      downloadUrl: '/files/staff/application-documents/doc-reg?download=1',
    },
  ],
  application: {
    id: 'app-1',
    status: 'SUBMITTED',
    submittedAt: '2026-11-19T08:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    applicantEmail: 'sara@example.com',
    personal: {
      fullNameAr: 'سارة محمد العتيبي',
      fullNameEn: 'Sara Mohammed Alotaibi',
      nationalId: '1087654321',
      birthDate: '1990-01-01',
      gender: 'female',
      nationality: 'SA',
      mobile: { country: 'SA', e164: '+966501234567' },
      country: 'SA',
      city: 'Riyadh',
      bioAr: 'نبذة',
      bioEn: 'Bio',
    },
    professional: {
      education: [{ degree: 'MASTER', institution: 'King Saud University' }],
      experienceInYears: 10,
      sfhscRegistrationNumber: '12-R-0001234',
      sfhscExpirationDate: '2027-12-31',
      jobType: 'specialist',
      classificationLevel: 'consultant',
      sector: 'private',
      employerName: null,
      specialization: 'clinical_psychology',
      secondarySpecialities: [],
      consultationTypes: ['psychological'],
      communicationStyles: ['video', 'voice'],
      languages: ['ar', 'en'],
      offeredSpecializations: [],
      twitterUrl: null,
      linkedinUrl: null,
      iban: 'SA0380000000608010167519',
    },
  },
};

const reasons = [
  {
    code: 'DOCUMENT_UNREADABLE',
    text: { ar: 'أحد المستندات المرفوعة غير مقروء.', en: 'One of the uploaded documents cannot be read.' },
  },
  { code: 'OTHER', text: { ar: '', en: '' } },
];

// The answers arrive through shared fragments, which the cache matches by type name, as the API always sends it.
const answered = {
  ...detail,
  application: {
    ...detail.application,
    personal: { __typename: 'ApplicationPersonal', ...detail.application.personal },
    professional: { __typename: 'ApplicationProfessional', ...detail.application.professional },
  },
};

const applicationMock = {
  request: { query: applicationQuery, variables: { id: 'app-1' } },
  result: { data: { staffApplication: answered, staffRejectionReasons: reasons } },
};

/** The answer beside a field's label in the application's description lists. */
const answer = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ApplicationView', () => {
  it('shows every field, the licence beside the registration document, and each file in the page', async () => {
    renderPage(<ApplicationView viewer={viewer} applicationId="app-1" />, {
      path: '/en/staff/applications/app-1',
      mocks: [applicationMock],
    });

    const personal = await screen.findByRole('region', { name: 'Personal information' });
    expect(within(personal).getByText('سارة محمد العتيبي')).toBeInTheDocument();
    expect(within(personal).getByText('Sara Mohammed Alotaibi')).toBeInTheDocument();
    expect(within(personal).getByText('1087654321')).toBeInTheDocument();
    const licence = screen.getByRole('region', { name: 'Licence and registration document' });
    expect(within(licence).getByText('12-R-0001234')).toBeInTheDocument();
    expect(within(licence).getByTitle('SCFHS registration document: registration.pdf')).toHaveAttribute(
      'src',
      '/files/staff/application-documents/doc-reg',
    );
    expect(within(licence).getByRole('link', { name: 'Download registration.pdf' })).toHaveAttribute(
      'href',
      '/files/staff/application-documents/doc-reg?download=1',
    );
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('img', { name: 'National ID or iqama: id.png' })).toHaveAttribute(
      'src',
      '/files/staff/application-documents/doc-id',
    );
    expect(within(documents).getByRole('link', { name: 'Download id.png' })).toHaveAttribute(
      'href',
      '/files/staff/application-documents/doc-id?download=1',
    );
  });

  it.each([
    {
      path: '/en/staff/applications/app-1',
      titles: ['Personal information', 'Professional information'],
      answers: {
        Gender: 'Female',
        Nationality: 'Saudi Arabia',
        'Job type': 'Specialist (psychologist or social worker)',
        Sector: 'In the private sector',
        Specialization: 'Clinical psychology',
        Education: "Master's degree: King Saud University",
        'Communication styles': 'Video call and Voice call',
      },
    },
    {
      path: '/staff/applications/app-1',
      titles: ['المعلومات الشخصية', 'المعلومات المهنية'],
      answers: {
        الجنس: 'أنثى',
        الجنسية: 'المملكة العربية السعودية',
        'نوع الوظيفة': 'أخصائي (نفسي أو اجتماعي)',
        القطاع: 'في القطاع الخاص',
        التخصص: 'علم النفس الإكلينيكي',
        التعليم: 'ماجستير: King Saud University',
        'أساليب التواصل': 'مكالمة مرئية ومكالمة صوتية',
      },
    },
  ])('names each answer as the form offered it, in the console language ($path)', async ({ path, titles, answers }) => {
    renderPage(<ApplicationView viewer={viewer} applicationId="app-1" />, { path, mocks: [applicationMock] });

    const [personalTitle, professionalTitle] = titles as [string, string];
    const regions = [
      await screen.findByRole('region', { name: personalTitle }),
      screen.getByRole('region', { name: professionalTitle }),
    ];
    for (const [label, value] of Object.entries(answers)) {
      const region = regions.find((candidate) => within(candidate).queryByText(label, { selector: 'dt' }));
      expect(region && answer(region, label)).toHaveTextContent(value);
    }
  });

  it('asks for a reason and a confirmation before rejecting, then says clearly when the application changed meanwhile, keeping the note', async () => {
    const note = 'The ID picture is blurred at the number.';
    const { user } = renderPage(<ApplicationView viewer={viewer} applicationId="app-1" />, {
      path: '/en/staff/applications/app-1',
      mocks: [
        applicationMock,
        {
          request: {
            query: rejectMutation,
            variables: { id: 'app-1', version: 'v1', reason: 'DOCUMENT_UNREADABLE', note },
          },
          result: refused('STAFF_VERSION_CONFLICT'),
        },
      ],
    });

    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(within(decision).getByText('Held by you.')).toBeInTheDocument();
    await user.type(within(decision).getByRole('textbox', { name: /^Note to the applicant/ }), note);
    await user.click(within(decision).getByRole('button', { name: 'Reject' }));
    expect(within(decision).getByText('Choose a reason for the rejection.')).toBeInTheDocument();

    await user.selectOptions(
      within(decision).getByRole('combobox', { name: /^Reason for rejection/ }),
      'DOCUMENT_UNREADABLE',
    );
    await user.click(within(decision).getByRole('button', { name: 'Reject' }));
    // The applicant is mailed at once, so nothing is sent before the reviewer confirms.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reject this application?' })).getByRole('button', { name: 'Go back' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(decision).getByRole('button', { name: 'Reject' })).toHaveFocus();
    expect(within(decision).getByRole('alert')).toBeEmptyDOMElement();

    await user.click(within(decision).getByRole('button', { name: 'Reject' }));
    const confirmation = screen.getByRole('dialog', { name: 'Reject this application?' });
    expect(confirmation).toHaveAccessibleDescription(
      'The applicant is emailed the reason and your note at once. This cannot be undone.',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Reject and email the applicant' }));

    await within(decision).findByText('This application changed since you opened it. Reload it and decide again.');
    expect(within(decision).getByRole('alert')).toHaveTextContent(
      'This application changed since you opened it. Reload it and decide again.',
    );
    expect(within(decision).getByRole('textbox', { name: /^Note to the applicant/ })).toHaveValue(note);
    expect(within(decision).getByRole('button', { name: 'Reload the application' })).toBeInTheDocument();
  });

  it('offers a claim, in Arabic, when someone else or nobody holds it', async () => {
    renderPage(<ApplicationView viewer={{ ...viewer, id: 'staff-2' }} applicationId="app-1" />, {
      path: '/staff/applications/app-1',
      mocks: [applicationMock],
    });

    const decision = await screen.findByRole('region', { name: 'القرار' });
    expect(within(decision).getByText('يتولاه reviewer@sakina.example.')).toBeInTheDocument();
    expect(within(decision).getByRole('button', { name: 'تولِّي هذا الطلب' })).toBeInTheDocument();
    expect(within(decision).queryByRole('button', { name: 'قبول' })).not.toBeInTheDocument();
  });
});
