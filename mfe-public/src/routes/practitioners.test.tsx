import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { concernKeys } from '@sakina/shared/vocabulary';
import type { DirectoryPractitioner } from '../features/directory/api/get-practitioners';
import {
  DirectoryPractitionersDocument,
  type DirectoryPractitionersQueryVariables,
} from '../features/directory/api/get-practitioners.generated';
import { createCountingClient } from '@sakina/shared/testing';
import { renderPage } from '../testing/render-page';
import PractitionersPage, { preloadData } from './practitioners';

const practitioner = (id: string, en: string, ar: string, extra: Partial<DirectoryPractitioner> = {}) => ({
  __typename: 'Practitioner',
  id,
  category: 'PHYSICIAN',
  name: { __typename: 'LocalizedText', ar, en },
  title: { __typename: 'LocalizedText', ar: 'استشارية الطب النفسي', en: 'Consultant Psychiatrist' },
  rating: 4.9,
  ratingCount: 842,
  priceSar: 400,
  consultationTypes: ['PSYCHOLOGICAL', 'FAMILY'],
  communicationStyles: ['CHAT', 'VIDEO'],
  classified: true,
  photoUrl: null,
  ...extra,
});

const noura = practitioner('1', 'Dr. Noura Al-Qahtani', 'د. نورة القحطاني');
const saad = practitioner('2', 'Saad Al-Harbi', 'أ. سعد الحربي', {
  category: 'THERAPIST',
  classified: false,
  priceSar: 150,
  rating: 4.5,
  ratingCount: 12,
  consultationTypes: ['FAMILY'],
  communicationStyles: ['VOICE'],
});

/** One filter's counts as the API sends them: `any`, then a count for each choice. */
const facet = (filter: string, any: number, counts: Record<string, number>) => ({
  __typename: 'PractitionerFacet',
  filter,
  any,
  options: Object.entries(counts).map(([value, count]) => ({ __typename: 'PractitionerFacetOption', value, count })),
});

/** Counts where every concern but sleep (none) and anxiety (7) has 3 practitioners. */
const facets = [
  facet('CATEGORY', 46, { physician: 16, psychotherapist: 14, therapist: 16 }),
  facet('GENDER', 46, { male: 20, female: 26 }),
  facet('TYPE', 46, { psychological: 30, family: 24 }),
  facet('CHANNEL', 46, { chat: 33, voice: 40, video: 0 }),
  facet('LANGUAGE', 46, { ar: 42, en: 30, ur: 3, hi: 0, bn: 0, tl: 0, id: 0, fr: 3, tr: 0, fa: 0 }),
  facet(
    'CONCERNS',
    46,
    Object.fromEntries(concernKeys.map((key) => [key, key === 'sleep' ? 0 : key === 'anxiety' ? 7 : 3])),
  ),
  facet('MAX_PRICE', 46, { 100: 2, 150: 8, 200: 15, 250: 24, 300: 33, 400: 44 }),
  facet('URGENT', 46, { true: 9 }),
];

const baseVariables: DirectoryPractitionersQueryVariables = {
  search: null,
  category: null,
  gender: null,
  concerns: null,
  language: null,
  channel: null,
  type: null,
  maxPrice: null,
  urgent: null,
  sort: 'NEWEST',
  page: 1,
  pageSize: 10,
};

function directoryMock(
  variables: Partial<DirectoryPractitionersQueryVariables>,
  items: unknown[],
  { total = items.length, pageCount = Math.ceil(total / 10) } = {},
) {
  return {
    request: { query: DirectoryPractitionersDocument, variables: { ...baseVariables, ...variables } },
    result: {
      data: {
        practitioners: { __typename: 'PractitionerPage', items, total, page: variables.page ?? 1, pageCount, facets },
      },
    },
  };
}

function CurrentAddress() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

const page = (
  <>
    <PractitionersPage />
    <CurrentAddress />
  </>
);

const filters = () => screen.getByRole('complementary', { name: 'Filters' });

describe('PractitionersPage', () => {
  it('lists practitioners with rating, price per 30 minutes, consultation types, styles and the classified badge', async () => {
    renderPage(page, { path: '/en/practitioners', mocks: [directoryMock({}, [noura, saad])] });

    expect(screen.getByRole('heading', { level: 1, name: 'Find a practitioner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Answer a few questions and get three suggestions/ })).toHaveAttribute(
      'href',
      '/en/practitioners/match',
    );
    const link = await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' });
    expect(link).toHaveAttribute('href', '/en/practitioners/practitioner_1');
    expect(screen.getByRole('status')).toHaveTextContent('2 practitioners found');

    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(within(first!).getByText('Consultant Psychiatrist')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Rated 4.9 out of 5 from 842 reviews' })).toBeInTheDocument();
    expect(within(first!).getByText(/SAR\s*400/)).toHaveAttribute('dir', 'ltr');
    expect(within(first!).getByText(/for 30 minutes/)).toBeInTheDocument();
    expect(within(first!).getByText('Psychological')).toBeInTheDocument();
    expect(within(first!).getByText('Family')).toBeInTheDocument();
    expect(within(first!).getByText('Chat')).toBeInTheDocument();
    expect(within(first!).getByText('Video')).toBeInTheDocument();
    expect(within(first!).getByText('Classified')).toBeInTheDocument();
    expect(within(second!).queryByText('Classified')).not.toBeInTheDocument();
    expect(within(second!).getByText('Voice')).toBeInTheDocument();
  });

  it('restores the view held in the URL, every filter included, and asks the API for exactly that view', async () => {
    renderPage(page, {
      path: '/en/practitioners?q=anxiety&category=therapist&gender=male&concern=family&concern=children&language=ar&channel=voice&type=family&maxPrice=200&urgent=1&sort=lowest_price&page=2',
      mocks: [
        directoryMock(
          {
            search: 'anxiety',
            category: 'THERAPIST',
            gender: 'MALE',
            concerns: ['family', 'children'],
            language: 'ar',
            channel: 'VOICE',
            type: 'FAMILY',
            maxPrice: 200,
            urgent: true,
            sort: 'LOWEST_PRICE',
            page: 2,
          },
          [saad],
          { total: 11 },
        ),
      ],
    });

    expect(await screen.findByRole('link', { name: 'Saad Al-Harbi' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or specialization' })).toHaveValue('anxiety');
    const categories = screen.getByRole('navigation', { name: 'Practitioner category' });
    expect(within(categories).getByRole('link', { name: 'Therapists (16)' })).toHaveAttribute('aria-current', 'page');
    const sheet = filters();
    expect(within(sheet).getByRole('checkbox', { name: 'Family and marriage (3)' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Children and adolescents (3)' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Anxiety (7)' })).not.toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Male (20)' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Voice (40)' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Family (24)' })).toBeChecked();
    expect(within(sheet).getByRole('combobox', { name: 'Language' })).toHaveValue('ar');
    expect(within(sheet).getByRole('combobox', { name: 'Price for 30 minutes' })).toHaveValue('200');
    expect(within(sheet).getByRole('checkbox', { name: 'Takes urgent consultations (9)' })).toBeChecked();
    expect(within(sheet).getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowest_price');
    const pages = screen.getByRole('navigation', { name: 'Directory pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/practitioners?q=anxiety&category=therapist&gender=male&concern=family&concern=children&language=ar&channel=voice&type=family&maxPrice=200&urgent=1&sort=lowest_price',
    );
  });

  it('is one GET form that works without scripts: the filters name it, the category is kept in it', async () => {
    renderPage(page, {
      path: '/en/practitioners?category=physician',
      mocks: [directoryMock({ category: 'PHYSICIAN' }, [noura])],
    });
    await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' });

    const form = screen.getByRole('search', { name: 'Search practitioners' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/practitioners');
    const sheet = filters();
    for (const control of [
      within(sheet).getByRole('checkbox', { name: /^Anxiety/ }),
      within(sheet).getByRole('radio', { name: /^Video/ }),
      within(sheet).getByRole('combobox', { name: 'Language' }),
      within(sheet).getByRole('button', { name: 'Show results' }),
    ]) {
      expect(control).toHaveAttribute('form', form.id);
    }
    expect(within(sheet).getByRole('checkbox', { name: /^Anxiety/ })).toHaveAttribute('name', 'concern');
    expect(new FormData(form as HTMLFormElement).get('category')).toBe('physician');
  });

  it('shows how many each choice would leave, and says so for a choice that would leave none', async () => {
    renderPage(page, { path: '/en/practitioners', mocks: [directoryMock({}, [noura, saad])] });
    await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' });
    const sheet = filters();

    expect(within(sheet).getByRole('checkbox', { name: 'Anxiety (7)' })).toBeEnabled();
    expect(within(sheet).getByRole('checkbox', { name: 'Sleep (0)' })).toBeDisabled();
    expect(within(sheet).getByRole('radio', { name: 'Video (0)' })).toBeDisabled();
    expect(within(sheet).getByRole('radio', { name: 'Any channel (46)' })).toBeChecked();
    expect(within(sheet).getByRole('option', { name: 'Urdu (3)' })).toBeEnabled();
    expect(within(sheet).getByRole('option', { name: 'Hindi (0)' })).toBeDisabled();
    expect(within(sheet).getByRole('option', { name: 'Up to SAR 150 (8)' })).toBeEnabled();
    const categories = screen.getByRole('navigation', { name: 'Practitioner category' });
    expect(within(categories).getByRole('link', { name: 'All (46)' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Physicians (16)' })).toHaveAttribute(
      'href',
      '/en/practitioners?category=physician',
    );
  });

  it('puts each choice into the URL at once, keeping the others, and starts again at page 1', async () => {
    const { user } = renderPage(page, {
      path: '/en/practitioners?page=2',
      mocks: [
        directoryMock({ page: 2 }, [noura], { total: 11 }),
        directoryMock({ concerns: ['anxiety'] }, [noura]),
        directoryMock({ concerns: ['anxiety', 'children'] }, [noura]),
        directoryMock({ concerns: ['anxiety', 'children'], channel: 'VOICE' }, [noura]),
        directoryMock({ concerns: ['anxiety', 'children'], channel: 'VOICE', language: 'ur' }, [noura]),
        directoryMock({ concerns: ['anxiety', 'children'], channel: 'VOICE', language: 'ur', sort: 'HIGHEST_RATED' }, [
          noura,
        ]),
      ],
    });
    await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' });
    const sheet = filters();
    const address = screen.getByTestId('address');

    const anxiety = within(sheet).getByRole('checkbox', { name: /^Anxiety/ });
    await user.click(anxiety);
    expect(address).toHaveTextContent(/^\/en\/practitioners\?concern=anxiety$/);
    expect(anxiety).toBeChecked();
    expect(anxiety).toHaveFocus();

    await user.click(within(sheet).getByRole('checkbox', { name: /^Children and adolescents/ }));
    expect(address).toHaveTextContent(/^\/en\/practitioners\?concern=anxiety&concern=children$/);

    await user.click(within(sheet).getByRole('radio', { name: /^Voice/ }));
    expect(address).toHaveTextContent('?concern=anxiety&concern=children&channel=voice');

    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Language' }), 'ur');
    expect(address).toHaveTextContent('?concern=anxiety&concern=children&language=ur&channel=voice');

    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    expect(address).toHaveTextContent('&sort=highest_rated');
    expect(await within(sheet).findByRole('checkbox', { name: 'Anxiety (7)' })).toBeChecked();
    expect(within(sheet).getByText('Filters').closest('summary')).toHaveTextContent('Filters 5 active');
  });

  it('searches with the filters as they are, ranks a search by relevance, and clears the filters keeping the search', async () => {
    const { user } = renderPage(page, {
      path: '/en/practitioners?channel=voice',
      mocks: [
        directoryMock({ channel: 'VOICE' }, [noura, saad]),
        directoryMock({ channel: 'VOICE', search: 'نورة', sort: 'RELEVANCE' }, [noura]),
        directoryMock({ search: 'نورة', sort: 'RELEVANCE' }, [noura, saad]),
      ],
    });
    await screen.findByRole('link', { name: 'Saad Al-Harbi' });
    const box = screen.getByRole('searchbox', { name: 'Search by name or specialization' });

    await user.type(box, 'نورة{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/en/practitioners?q=${encodeURIComponent('نورة')}&channel=voice`,
    );
    expect(box).toHaveFocus();
    expect(await screen.findByText('1 practitioner found')).toBe(screen.getByRole('status'));
    expect(within(filters()).getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');

    await user.click(within(filters()).getByRole('link', { name: 'Clear the filters' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en\/practitioners\?q=%D9%86%D9%88%D8%B1%D8%A9$/);
    expect(await screen.findByText('2 practitioners found')).toBe(screen.getByRole('status'));
    expect(within(filters()).queryByRole('link', { name: 'Clear the filters' })).not.toBeInTheDocument();
  });

  it('keeps the same search box focused after Enter, and moves focus to the results after a page button', async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      practitioner(String(index + 3), `Name ${index}`, `اسم ${index}`),
    );
    const { user } = renderPage(page, {
      path: '/en/practitioners',
      mocks: [
        directoryMock({}, [noura, saad]),
        directoryMock({ search: 'noura', sort: 'RELEVANCE' }, many, { total: 11 }),
        directoryMock({ search: 'noura', sort: 'RELEVANCE', page: 2 }, [noura], { total: 11 }),
      ],
    });
    await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' });
    const box = screen.getByRole('searchbox', { name: 'Search by name or specialization' });
    const status = screen.getByRole('status');

    await user.type(box, 'noura{Enter}');
    expect(await screen.findByRole('link', { name: 'Name 0' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or specialization' })).toBe(box);
    expect(box).toHaveFocus();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('11 practitioners found');

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByTestId('address')).toHaveTextContent('/en/practitioners?q=noura&page=2');
    expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(status);
  });

  it('holds the filters in one disclosure that counts the active ones', async () => {
    renderPage(page, {
      path: '/en/practitioners?gender=female&concern=anxiety&sort=lowest_price',
      mocks: [directoryMock({ gender: 'FEMALE', concerns: ['anxiety'], sort: 'LOWEST_PRICE' }, [noura])],
    });
    await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' });
    const sheet = within(filters()).getByRole('group', { name: 'Filters 3 active' });
    expect(sheet.tagName).toBe('DETAILS');
    expect(sheet.querySelector('summary')).toHaveTextContent('Filters 3 active');
  });

  it('says when nothing matches and offers the full list', async () => {
    renderPage(page, {
      path: '/practitioners?q=xyz',
      mocks: [directoryMock({ search: 'xyz', sort: 'RELEVANCE' }, [])],
    });

    expect(await screen.findByRole('heading', { name: 'لا توجد نتائج لبحثك، جرّب شيئًا مختلفًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اعرض جميع المختصين' })).toHaveAttribute('href', '/practitioners');
  });

  it('shows an error with a retry that loads the list again', async () => {
    const { user } = renderPage(page, {
      path: '/en/practitioners',
      mocks: [
        { request: { query: DirectoryPractitionersDocument, variables: baseVariables }, error: new Error('offline') },
        directoryMock({}, [noura]),
      ],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' })).toBeInTheDocument();
  });

  it('shows skeletons and marks the list busy while loading', () => {
    const { container } = renderPage(page, { path: '/en/practitioners', mocks: [directoryMock({}, [noura])] });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading practitioners…');
  });
});

describe("the directory's data preload", () => {
  it('fills the cache with the view the link holds: opened there, the page asks the API nothing', async () => {
    const { client, requests } = createCountingClient([
      directoryMock({ category: 'THERAPIST', concerns: ['family'], sort: 'LOWEST_PRICE', page: 2 }, [saad], {
        total: 11,
      }),
    ]);
    await preloadData({
      client,
      params: {},
      locale: 'en',
      search: new URLSearchParams('category=therapist&concern=family&sort=lowest_price&page=2'),
    });
    expect(requests).toEqual(['DirectoryPractitioners']);

    renderPage(page, { path: '/en/practitioners?category=therapist&concern=family&sort=lowest_price&page=2', client });
    expect(await screen.findByRole('link', { name: 'Saad Al-Harbi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('11 practitioners found');
    expect(requests).toEqual(['DirectoryPractitioners']);
  });
});
