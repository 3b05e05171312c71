import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { StaffListingInput } from '@sakina/shared/graphql';
import { listingQuery, type ListingDetail } from '../features/listings/api/get-listing';
import { publishListingMutation } from '../features/listings/api/publish-listing';
import { saveListingMutation } from '../features/listings/api/save-listing';
import { unlistListingMutation } from '../features/listings/api/unlist-listing';
import { useStaffConsole } from '../state/staff-store';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffListingPage from './listing';

const viewerMock = signedInAs({ role: 'EDITOR', permissions: ['content', 'listings'] });

/** The listing as the form sends it back unchanged. */
const saved = {
  category: 'PSYCHOTHERAPIST',
  gender: 'FEMALE',
  name: { ar: 'سارة العتيبي', en: 'Sara Alotaibi' },
  title: { ar: 'أخصائية نفسية', en: 'Psychologist' },
  bio: { ar: 'تساعد على تجاوز القلق.', en: 'Helps people through anxiety.' },
  specializations: { ar: ['القلق', 'الاكتئاب'], en: ['Anxiety', 'Depression'] },
  secondarySpecialties: { ar: [], en: [] },
  concerns: ['depression', 'anxiety'],
  languages: ['ar', 'en'],
  education: { ar: ['ماجستير علم النفس'], en: ['MSc Psychology'] },
  yearsOfExperience: 8,
  consultationTypes: ['PSYCHOLOGICAL'],
  communicationStyles: ['CHAT', 'VIDEO'],
  classified: true,
  classificationLevel: 'SPECIALIST',
  registrationNumber: 'AB12345',
  registrationExpiresOn: '2027-06-30',
  registrationVerifiedOn: '2026-11-20',
  photoMediaId: '5b8f3c1e-2d4a-4f6b-9c7d-0e1f2a3b4c5d',
  priceSar: null,
  urgent: false,
  position: null,
} satisfies StaffListingInput;

/** What the form sends with `changes` made to the listing. */
const inputOf = (changes: Partial<StaffListingInput>) => ({ ...saved, ...changes });

// The same listing as the API sends it: each object names its type (the cache matches the fragment by it).
const typed = <Value extends object>(__typename: string, value: Value) => ({ __typename, ...value });
const listing = {
  ...saved,
  __typename: 'StaffListing',
  id: '12',
  status: 'DRAFT',
  version: 4,
  name: typed('LocalizedText', saved.name),
  title: typed('LocalizedText', saved.title),
  bio: typed('LocalizedText', saved.bio),
  specializations: typed('LocalizedList', saved.specializations),
  secondarySpecialties: typed('LocalizedList', saved.secondarySpecialties),
  education: typed('LocalizedList', saved.education),
  updatedAt: '2026-11-20T08:00:00.000Z',
} satisfies ListingDetail & { __typename: 'StaffListing' };

const listingMock = (result: ListingDetail) => ({
  request: { query: listingQuery, variables: { id: '12' } },
  result: { data: { staffListing: result } },
});
const saveMock = (changes: Partial<StaffListingInput>, result: object) => ({
  request: { query: saveListingMutation, variables: { id: '12', version: 4, input: inputOf(changes) } },
  result,
});

/** The page under its route, as the shell mounts it, so it reads the listing's id from the address. */
const page = (
  <Routes>
    <Route path="/staff/listings/:listingId" element={<StaffListingPage />} />
    <Route path="/en/staff/listings/:listingId" element={<StaffListingPage />} />
  </Routes>
);

beforeEach(() => act(() => useStaffConsole.getState().reset()));

describe('StaffListingPage', () => {
  it('shows the photo and every field in groups, each text in its language and direction', async () => {
    renderPage(page, { path: '/en/staff/listings/12', mocks: [viewerMock, listingMock(listing)] });

    expect(await screen.findByRole('heading', { level: 2, name: 'Sara Alotaibi' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Sara Alotaibi' })).toHaveAttribute(
      'src',
      '/media/5b8f3c1e-2d4a-4f6b-9c7d-0e1f2a3b4c5d/320.webp',
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /public page/ })).not.toBeInTheDocument();
    const profile = screen.getByRole('group', { name: 'Profile' });
    expect(within(profile).getByRole('textbox', { name: /^Name in Arabic/ })).toHaveAttribute('dir', 'rtl');
    expect(within(profile).getByRole('textbox', { name: /^Name in Arabic/ })).toHaveAttribute('lang', 'ar');
    expect(within(profile).getByRole('textbox', { name: /^Bio in English/ })).toHaveAttribute('lang', 'en');
    expect(within(profile).getByRole('combobox', { name: /^Category/ })).toHaveValue('PSYCHOTHERAPIST');
    const practice = screen.getByRole('group', { name: 'Practice' });
    expect(within(practice).getByRole('textbox', { name: /^Specializations in English/ })).toHaveValue(
      'Anxiety\nDepression',
    );
    const concerns = within(practice).getByRole('group', { name: /^Concerns the practitioner helps with/ });
    expect(within(concerns).getByRole('checkbox', { name: 'Depression' })).toBeChecked();
    expect(within(concerns).getByRole('checkbox', { name: 'Anxiety' })).toBeChecked();
    expect(within(concerns).getByRole('checkbox', { name: 'Family and marriage' })).not.toBeChecked();
    expect(within(practice).getByRole('checkbox', { name: 'French' })).not.toBeChecked();
    expect(within(practice).getByRole('checkbox', { name: 'Arabic' })).toBeChecked();
    expect(
      within(within(practice).getByRole('group', { name: /^Channels/ })).getByRole('checkbox', { name: 'Video call' }),
    ).toBeChecked();
    const registration = screen.getByRole('group', { name: 'Registration' });
    expect(within(registration).getByRole('textbox', { name: /^Registration expires on/ })).toHaveValue('2027-06-30');
    expect(within(registration).getByRole('combobox', { name: /^Classification level/ })).toHaveValue('SPECIALIST');
    const platform = screen.getByRole('group', { name: 'On the platform' });
    expect(within(platform).getByRole('textbox', { name: /^Price per 30 minutes/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlist' })).not.toBeInTheDocument();
  });

  it('saves under the version opened, with Arabic-Indic digits read as digits', async () => {
    const afterSave = { ...listing, version: 5, priceSar: 180, urgent: true };
    const { user } = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [
        viewerMock,
        listingMock(listing),
        saveMock({ priceSar: 180, urgent: true }, { data: { staffSaveListing: afterSave } }),
      ],
    });

    await user.type(await screen.findByRole('textbox', { name: /^Price per 30 minutes/ }), '١٨٠');
    await user.click(screen.getByRole('checkbox', { name: 'Takes urgent consultations' }));
    expect(screen.getByText('This form holds changes you have not saved yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and publish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByText('This form holds changes you have not saved yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Price per 30 minutes/ })).toHaveValue('180');
    expect(useStaffConsole.getState().listingDrafts).toEqual({});
  });

  it('keeps what the editor typed when someone else saved first, says so in Arabic, and reloads their copy', async () => {
    const theirs = { ...listing, version: 5, priceSar: 200 };
    const { user } = renderPage(page, {
      path: '/staff/listings/12',
      mocks: [
        viewerMock,
        listingMock(listing),
        saveMock(
          { priceSar: 180, name: { ar: 'سارة العتيبي', en: 'Dr Sara Alotaibi' } },
          refused('STAFF_CONTENT_CONFLICT'),
        ),
        listingMock(theirs),
      ],
    });

    const price = await screen.findByRole('textbox', { name: /^سعر 30 دقيقة/ });
    await user.type(price, '180');
    const englishName = screen.getByRole('textbox', { name: /^الاسم بالإنجليزية/ });
    await user.clear(englishName);
    await user.type(englishName, 'Dr Sara Alotaibi');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حفظ شخص آخر تغييرات على هذا منذ أن فتحته. ما زالت تغييراتك في النموذج');
    // Focus moves to the message once it is shown (an effect), which a loaded machine can run a moment later.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(price).toHaveValue('180');
    expect(englishName).toHaveValue('Dr Sara Alotaibi');

    await user.click(screen.getByRole('button', { name: 'إعادة تحميل القائمة' }));
    expect(await screen.findByDisplayValue('200')).toBe(screen.getByRole('textbox', { name: /^سعر 30 دقيقة/ }));
    expect(screen.getByRole('textbox', { name: /^الاسم بالإنجليزية/ })).toHaveValue('Sara Alotaibi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a listing needs a price before it is published, beside the price too', async () => {
    const { user } = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [
        viewerMock,
        listingMock(listing),
        {
          request: { query: publishListingMutation, variables: { id: '12', version: 4 } },
          result: refused('STAFF_LISTING_PRICE_REQUIRED'),
        },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    const message = 'Set the price per 30 minutes before publishing the listing.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /^Price per 30 minutes/ })).toHaveAccessibleDescription(
      new RegExp(message.replace('.', '\\.')),
    );
  });

  it('tells the refused fields beside them, with the line of a list entry, and keeps every value', async () => {
    const { user } = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [
        viewerMock,
        listingMock(listing),
        saveMock(
          { education: { ar: ['ماجستير علم النفس'], en: ['MSc Psychology', 'x'.repeat(301)] } },
          refused('BAD_USER_INPUT', { fields: [{ path: 'education.en.1', code: 'text_too_long' }] }),
        ),
      ],
    });

    const education = await screen.findByRole('textbox', { name: /^Education in English/ });
    await user.click(education);
    await user.keyboard('{End}{Enter}');
    await user.paste('x'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Some fields need your attention');
    expect(within(summary).getByRole('link', { name: 'Line 2: This text is too long' })).toHaveAttribute(
      'href',
      '#listing-education-en',
    );
    expect(education).toHaveAccessibleDescription(/Line 2: This text is too long/);
    expect(education).toHaveValue(`MSc Psychology\n${'x'.repeat(301)}`);
  });

  it('keeps the saved concerns in their order, adds the ticked ones after them, and shows a refusal beside them', async () => {
    const { user } = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [
        viewerMock,
        listingMock(listing),
        saveMock(
          { concerns: ['anxiety', 'sleep', 'children'] },
          refused('BAD_USER_INPUT', { fields: [{ path: 'concerns.2', code: 'option_invalid' }] }),
        ),
      ],
    });

    const concerns = await screen.findByRole('group', { name: /^Concerns the practitioner helps with/ });
    await user.click(within(concerns).getByRole('checkbox', { name: 'Sleep' }));
    await user.click(within(concerns).getByRole('checkbox', { name: 'Depression' }));
    await user.click(within(concerns).getByRole('checkbox', { name: 'Children and adolescents' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose one of the available options' })).toHaveAttribute(
      'href',
      '#listing-concerns-anxiety',
    );
    expect(concerns).toHaveAccessibleDescription(/Choose one of the available options/);
  });

  it('asks for whole numbers and real dates before sending anything', async () => {
    const { user } = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [viewerMock, listingMock(listing)],
    });

    await user.type(await screen.findByRole('textbox', { name: /^Price per 30 minutes/ }), '150.5');
    const verified = screen.getByRole('textbox', { name: /^Registration verified on/ });
    await user.clear(verified);
    await user.type(verified, '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: /^Price per 30 minutes/ })).toHaveAccessibleDescription(
      /Enter digits only/,
    );
    expect(verified).toHaveAccessibleDescription(/Enter a real date/);
  });

  it('keeps unsaved changes when the editor leaves and comes back, until discarded', async () => {
    const first = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [viewerMock, listingMock(listing)],
    });
    await first.user.type(await screen.findByRole('textbox', { name: /^Order in the directory/ }), '3');
    first.unmount();

    const { user } = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [viewerMock, listingMock(listing)],
    });
    expect(await screen.findByRole('textbox', { name: /^Order in the directory/ })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(screen.getByRole('textbox', { name: /^Order in the directory/ })).toHaveValue('');
  });

  it('links a published listing to its public page in both languages, and unlists it', async () => {
    const published: ListingDetail = { ...listing, status: 'PUBLISHED', priceSar: 150 };
    const { user } = renderPage(page, {
      path: '/en/staff/listings/12',
      mocks: [
        viewerMock,
        listingMock(published),
        {
          request: { query: unlistListingMutation, variables: { id: '12', version: 4 } },
          result: { data: { staffUnlistListing: { ...published, status: 'UNLISTED', version: 5 } } },
        },
      ],
    });

    expect(await screen.findByRole('link', { name: 'View the public page in Arabic' })).toHaveAttribute(
      'href',
      '/practitioners/practitioner_12',
    );
    expect(screen.getByRole('link', { name: 'View the public page in English' })).toHaveAttribute(
      'href',
      '/en/practitioners/practitioner_12',
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlist' }));
    expect(await screen.findByText(/Unlisted: the listing is off the directory/)).toBeInTheDocument();
  });
});
