import { Component, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloClient } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { Outlet, Route, Routes } from 'react-router-dom';
import { statusOf, type RuntimeConfig } from '@sakina/shared/contracts';
import { createCountingClient, renderWithProviders } from '@sakina/shared/testing';
import type { PractitionerProfile } from '../features/practitioner-profile/api/get-practitioner';
import { PractitionerProfileDocument } from '../features/practitioner-profile/api/get-practitioner.generated';
import { ar, en } from '../i18n';
import { renderPage, testConfig } from '../testing/render-page';
import PractitionerPage, { preloadData } from './practitioner';

const noura: PractitionerProfile = {
  id: '1',
  category: 'PHYSICIAN',
  gender: 'FEMALE',
  name: { ar: 'د. نورة القحطاني', en: 'Dr. Noura Al-Qahtani' },
  title: { ar: 'استشارية الطب النفسي', en: 'Consultant Psychiatrist' },
  bio: { ar: 'تعمل د. نورة في الطب النفسي.', en: 'Dr. Noura has practised psychiatry for over fifteen years.' },
  specializations: { ar: ['القلق', 'الاكتئاب'], en: ['Anxiety', 'Depression'] },
  secondarySpecialties: { ar: ['اضطرابات النوم'], en: ['Sleep disorders'] },
  languages: ['ar', 'en'],
  education: { ar: ['بكالوريوس الطب والجراحة، جامعة الملك سعود'], en: ['MBBS, King Saud University'] },
  yearsOfExperience: 16,
  rating: 4.9,
  ratingCount: 842,
  priceSar: 400,
  consultationTypes: ['PSYCHOLOGICAL'],
  communicationStyles: ['CHAT', 'VOICE', 'VIDEO'],
  classified: true,
  classificationLevel: 'CONSULTANT',
  registrationVerifiedOn: '2022-11-20',
  photoUrl: null,
};

const withTypenames = (practitioner: PractitionerProfile) => ({
  __typename: 'Practitioner',
  ...practitioner,
  ...Object.fromEntries(
    (['name', 'title', 'bio'] as const).map((key) => [key, { __typename: 'LocalizedText', ...practitioner[key] }]),
  ),
  ...Object.fromEntries(
    (['specializations', 'secondarySpecialties', 'education'] as const).map((key) => [
      key,
      { __typename: 'LocalizedList', ...practitioner[key] },
    ]),
  ),
});

const profileMock = (id: string, practitioner: PractitionerProfile | null): MockLink.MockedResponse => ({
  request: { query: PractitionerProfileDocument, variables: { id } },
  result: { data: { practitioner: practitioner && withTypenames(practitioner) } },
});

class StatusBoundary extends Component<{ children: ReactNode }, { status?: number }> {
  state: { status?: number } = {};
  static getDerivedStateFromError(error: unknown) {
    return { status: statusOf(error) ?? 500 };
  }
  render() {
    return this.state.status ? <p>Error page {this.state.status}</p> : this.props.children;
  }
}

function renderProfile(path: string, mocks: MockLink.MockedResponse[] = [], config: Partial<RuntimeConfig> = {}) {
  const context = { config: { ...testConfig, ...config } };
  const page = (
    <StatusBoundary>
      <PractitionerPage />
    </StatusBoundary>
  );
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route path="/practitioners/:practitionerSlug" element={page} />
          <Route path="/en/practitioners/:practitionerSlug" element={page} />
        </Route>
      </Routes>
    </MockedProvider>,
    {
      path,
      resources: { ar: { public: ar, shell: { brand: 'سكينة' } }, en: { public: en, shell: { brand: 'Sakina' } } },
    },
  );
}

describe('PractitionerPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports errors caught by a boundary; the 404s below are expected.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the whole profile in English', async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Noura Al-Qahtani' })).toBeInTheDocument();
    expect(screen.getByText('د. نورة القحطاني')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('img', { name: 'Photo of Dr. Noura Al-Qahtani' })).toHaveTextContent('NQ');
    expect(screen.getAllByText(/Consultant Psychiatrist/).length).toBeGreaterThan(0);
    expect(screen.getByText(noura.bio.en)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5 from 842 reviews' })).toBeInTheDocument();
    expect(screen.getByText(/SAR\s*400/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('16 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Arabic, English')).toBeInTheDocument();
    expect(screen.getByText('Chat, Voice, Video')).toBeInTheDocument();
    const specializations = screen.getByRole('region', { name: 'Specializations' });
    expect(
      within(specializations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anxiety', 'Depression']);
    expect(
      within(screen.getByRole('region', { name: 'Secondary specialities' })).getByText('Sleep disorders'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Education' })).getByText('MBBS, King Saud University'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Dr. Noura Al-Qahtani | Sakina');
  });

  it('has a licence panel with level, classification and what it means, and the verification date', async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);

    const licence = await screen.findByRole('region', { name: 'Licence' });
    expect(within(licence).getByText('Consultant')).toBeInTheDocument();
    expect(within(licence).getByText('Classified')).toBeInTheDocument();
    expect(within(licence).getByText(/Saudi Commission for Health Specialties has reviewed/)).toBeInTheDocument();
    expect(within(licence).getByText('Registration verified on November 20, 2022')).toBeInTheDocument();
  });

  it('explains an unclassified practitioner in Arabic, with the Hijri date beside the Gregorian one', async () => {
    renderProfile('/practitioners/practitioner_1', [
      profileMock('1', { ...noura, classified: false, classificationLevel: null }),
    ]);

    const licence = await screen.findByRole('region', { name: 'الترخيص المهني' });
    expect(within(licence).getByText('غير مصنّف')).toBeInTheDocument();
    expect(within(licence).getByText('غير مذكورة')).toBeInTheDocument();
    expect(within(licence).getByText(/تم التحقق من التسجيل في .*2022.*\(.*1444/)).toBeInTheDocument();
  });

  it('opens the app at this practitioner with the configured deep link, or leads to the download page', async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);

    const booking = await screen.findByRole('region', { name: 'Book a session' });
    const openApp = within(booking).getByRole('link', { name: 'Book with Dr. Noura Al-Qahtani in the app' });
    expect(openApp).toHaveAttribute('href', 'sakina://practitioner/1');
    expect(openApp).toHaveAttribute('rel', expect.stringContaining('external'));
    expect(within(booking).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/en/download');
  });

  it('keeps only the download link when the deep link is not configured safely', async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)], {
      practitionerDeepLink: 'javascript:alert({id})',
    });

    const booking = await screen.findByRole('region', { name: 'Book a session' });
    expect(
      within(booking)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Download the app']);
  });

  it('carries schema.org data for the practitioner', async () => {
    const { container } = renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);
    await screen.findByRole('heading', { level: 1 });

    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@type': 'Physician',
      name: 'Dr. Noura Al-Qahtani',
      url: `${testConfig.siteUrl}/en/practitioners/practitioner_1`,
    });
  });

  it.each([
    '/en/practitioners/42',
    '/en/practitioners/practitioner_',
    '/en/practitioners/practitioner_abc',
    '/practitioners/doctor_1',
  ])('is a 404 for the malformed path %s', (path) => {
    renderProfile(path);
    expect(screen.getByText('Error page 404')).toBeInTheDocument();
  });

  it('is a 404 for an unknown id', async () => {
    renderProfile('/en/practitioners/practitioner_999', [profileMock('999', null)]);
    expect(await screen.findByText('Error page 404')).toBeInTheDocument();
  });

  it('shows an error with retry when the profile cannot load', async () => {
    const { user } = renderProfile('/en/practitioners/practitioner_1', [
      { request: { query: PractitionerProfileDocument, variables: { id: '1' } }, error: new Error('offline') },
      profileMock('1', noura),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Noura Al-Qahtani' })).toBeInTheDocument();
  });
});

describe("the profile's data preload", () => {
  const ahead = (client: ApolloClient, practitionerSlug: string) =>
    preloadData({ client, params: { practitionerSlug }, locale: 'en', search: new URLSearchParams() });
  const openProfile = (client: ApolloClient) =>
    renderPage(
      <Routes>
        <Route path="/en/practitioners/:practitionerSlug" element={<PractitionerPage />} />
      </Routes>,
      { path: '/en/practitioners/practitioner_1', client },
    );

  it('fills the cache with the profile the page reads: opened afterwards, the page asks the API nothing', async () => {
    const { client, requests } = createCountingClient([profileMock('1', noura)]);
    await ahead(client, 'practitioner_1');
    expect(requests).toEqual(['PractitionerProfile']);

    openProfile(client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Noura Al-Qahtani' })).toBeInTheDocument();
    expect(requests).toEqual(['PractitionerProfile']);
  });

  it('asks nothing for an address that is not a profile (the page is a 404)', async () => {
    const { client, requests } = createCountingClient([]);
    await ahead(client, 'dr-noura');
    expect(requests).toEqual([]);
  });

  it('changes nothing when it fails: the page fetches the profile itself', async () => {
    const { client, requests } = createCountingClient([
      { request: { query: PractitionerProfileDocument, variables: { id: '1' } }, error: new Error('offline') },
      profileMock('1', noura),
    ]);
    await expect(ahead(client, 'practitioner_1')).rejects.toThrow('offline');

    openProfile(client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Noura Al-Qahtani' })).toBeInTheDocument();
    expect(requests).toEqual(['PractitionerProfile', 'PractitionerProfile']);
  });
});
