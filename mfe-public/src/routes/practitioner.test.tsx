import { Component, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloClient } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { Outlet, Route, Routes } from 'react-router-dom';
import { statusOf, type DevicePlatform, type RuntimeConfig } from '@sakina/shared/contracts';
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
  registrationNumber: null,
  registrationExpiresOn: null,
  urgent: false,
  photoUrl: null,
  photo: null,
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
  photo: practitioner.photo && { __typename: 'MediaImage', ...practitioner.photo },
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

function renderProfile(
  path: string,
  mocks: MockLink.MockedResponse[] = [],
  config: Partial<RuntimeConfig> = {},
  platform: DevicePlatform = 'other',
) {
  const context = { config: { ...testConfig, ...config }, platform };
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

  it('describes the page for search engines from the listing, in Arabic and in English', async () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'description';
    const first = renderProfile('/practitioners/practitioner_1', [profileMock('1', noura)]);
    expect(await screen.findByRole('heading', { level: 1, name: noura.name.ar })).toBeInTheDocument();
    expect(meta.content).toMatch(new RegExp(`^${noura.name.ar}، ${noura.title.ar} على سكينة: `));
    expect(meta.content.length).toBeLessThanOrEqual(160);
    first.unmount();

    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);
    expect(await screen.findByRole('heading', { level: 1, name: noura.name.en })).toBeInTheDocument();
    expect(meta.content).toMatch(new RegExp(`^${noura.name.en}, ${noura.title.en} on Sakina: Anxiety, Depression\\. `));
    meta.remove();
  });

  it('shows the photo at every stored width, in a space of its own size', async () => {
    const photo = { id: 'b1a2', width: 900, height: 1200, widths: [320, 640] };
    renderProfile('/en/practitioners/practitioner_1', [
      profileMock('1', { ...noura, photoUrl: '/media/b1a2/320.webp', photo }),
    ]);

    const image = await screen.findByRole('img', { name: 'Photo of Dr. Noura Al-Qahtani' });
    expect(image).toHaveAttribute('src', '/media/b1a2/320.webp');
    expect(image).toHaveAttribute('srcset', '/media/b1a2/320.webp 320w, /media/b1a2/640.webp 640w');
    expect(image).toHaveAttribute('sizes', '128px');
    expect(image).toHaveAttribute('width', '128');
    expect(image).toHaveAttribute('height', '128');
  });

  it('says whether the practitioner takes urgent sessions', async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', { ...noura, urgent: true })]);

    expect(await screen.findByText('Urgent sessions within 60 minutes')).toBeInTheDocument();
    expect(screen.getByText('Within 60 minutes, around the clock')).toBeInTheDocument();
  });

  it('says scheduled sessions only for a practitioner without urgent ones', async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);

    expect(await screen.findByText('Scheduled sessions only')).toBeInTheDocument();
    expect(screen.queryByText('Urgent sessions within 60 minutes')).not.toBeInTheDocument();
  });

  it('has a licence panel with the registration number and expiry, level, classification and verification date', async () => {
    renderProfile('/en/practitioners/practitioner_1', [
      profileMock('1', { ...noura, registrationNumber: '09JP0284330', registrationExpiresOn: '2027-06-30' }),
    ]);

    const licence = await screen.findByRole('region', { name: 'Licence' });
    const facts = within(licence)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual(['Registration number', 'Classification level', 'Professional classification']);
    expect(within(licence).getByText('09JP0284330')).toHaveAttribute('dir', 'ltr');
    expect(within(licence).getByText('Valid until June 30, 2027')).toBeInTheDocument();
    expect(within(licence).getByText('Consultant')).toBeInTheDocument();
    expect(within(licence).getByText('Classified')).toBeInTheDocument();
    expect(within(licence).getByText(/Saudi Commission for Health Specialties has reviewed/)).toBeInTheDocument();
    expect(within(licence).getByText('Registration verified on November 20, 2022')).toBeInTheDocument();
    expect(within(licence).getByText(/looks a practitioner up by their registration number/)).toBeInTheDocument();
  });

  it("links to the Commission's verification service in a new tab, and tells screen readers so", async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);

    const licence = await screen.findByRole('region', { name: 'Licence' });
    const check = within(licence).getByRole('link', {
      name: 'Check a registration with the Saudi Commission for Health Specialties (opens in a new tab)',
    });
    expect(check).toHaveAttribute('href', 'https://www.scfhs.org.sa/');
    expect(check).toHaveAttribute('target', '_blank');
    expect(check).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out what is not stated: no registration number, level or classification, no "not classified"', async () => {
    renderProfile('/practitioners/practitioner_1', [
      profileMock('1', { ...noura, classified: false, classificationLevel: null }),
    ]);

    const licence = await screen.findByRole('region', { name: 'الترخيص المهني' });
    expect(within(licence).queryAllByRole('term')).toEqual([]);
    expect(within(licence).queryByText(/مصنّف|غير مذكورة/)).not.toBeInTheDocument();
    expect(within(licence).getByText(/تم التحقق من التسجيل في .*2022.*\(.*1444/)).toBeInTheDocument();
    expect(
      within(licence).getByRole('link', { name: /تحقّق من التسجيل لدى الهيئة السعودية للتخصصات الصحية/ }),
    ).toHaveAttribute('href', 'https://www.scfhs.org.sa/');
  });

  it('shows a level without the classified badge when the practitioner is not classified', async () => {
    renderProfile('/en/practitioners/practitioner_1', [
      profileMock('1', { ...noura, classified: false, classificationLevel: 'SPECIALIST' }),
    ]);

    const licence = await screen.findByRole('region', { name: 'Licence' });
    expect(
      within(licence)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Classification level']);
    expect(within(licence).getByText('Specialist')).toBeInTheDocument();
    expect(within(licence).queryByText('Classified')).not.toBeInTheDocument();
  });

  it('on a computer, Book opens a dialog with a QR code of this page and both stores', async () => {
    const { user } = renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)]);

    const booking = await screen.findByRole('region', { name: 'Book a session' });
    expect(within(booking).getByText(/shows a code to scan with your phone's camera/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(booking).getByRole('button', { name: 'Book a session with Dr. Noura Al-Qahtani' }));

    // The dialog's code comes with the first tap.
    const dialog = await screen.findByRole('dialog', { name: 'Book with Dr. Noura Al-Qahtani in the app' });
    expect(
      within(dialog).getByRole('img', { name: "QR code to open Dr. Noura Al-Qahtani's page on your phone" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download on the App Store: the Sakina app' })).toHaveAttribute(
      'href',
      testConfig.appStoreUrl,
    );
    expect(within(dialog).getByRole('link', { name: 'Get it on Google Play: the Sakina app' })).toHaveAttribute(
      'href',
      testConfig.googlePlayUrl,
    );
    // No bar: a computer has no app to open.
    expect(screen.queryByRole('link', { name: /Book a session with/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(booking).getByRole('button', { name: 'Book a session with Dr. Noura Al-Qahtani' })).toHaveFocus();
  });

  it('on an Android phone, Book is a bar that opens the app, or Google Play when it is not installed', async () => {
    renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)], {}, 'android');

    const book = await screen.findByRole('link', { name: 'Book a session with Dr. Noura Al-Qahtani' });
    expect(book).toHaveTextContent('Book a session');
    expect(book.getAttribute('href')).toMatch(
      /^intent:\/\/practitioner\/1#Intent;scheme=sakina;package=sa\.sakina\.app;S\.browser_fallback_url=https%3A%2F%2Fplay\.google\.com%2F.*;end$/,
    );
    expect(book.parentElement).toHaveTextContent(/SAR\s*400 for 30 minutes/);
    const booking = screen.getByRole('region', { name: 'Book a session' });
    expect(within(booking).getByText(/opens the app at this practitioner/)).toBeInTheDocument();
    expect(within(booking).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('on an iPhone, Book goes to the App Store, or through a universal link when one is configured', async () => {
    const { unmount } = renderProfile('/en/practitioners/practitioner_1', [profileMock('1', noura)], {}, 'ios');
    expect(await screen.findByRole('link', { name: 'Book a session with Dr. Noura Al-Qahtani' })).toHaveAttribute(
      'href',
      testConfig.appStoreUrl,
    );
    unmount();

    renderProfile(
      '/en/practitioners/practitioner_1',
      [profileMock('1', noura)],
      { practitionerDeepLink: 'https://app.sakina.example/practitioner/{id}' },
      'ios',
    );
    expect(await screen.findByRole('link', { name: 'Book a session with Dr. Noura Al-Qahtani' })).toHaveAttribute(
      'href',
      'https://app.sakina.example/practitioner/1',
    );
  });

  it('on a phone with neither the app nor its store configured, Book leads to the download page', async () => {
    renderProfile(
      '/practitioners/practitioner_1',
      [profileMock('1', noura)],
      { practitionerDeepLink: 'javascript:alert({id})', googlePlayUrl: '' },
      'android',
    );

    expect(await screen.findByRole('link', { name: 'احجز جلسة مع د. نورة القحطاني' })).toHaveAttribute(
      'href',
      '/download',
    );
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
