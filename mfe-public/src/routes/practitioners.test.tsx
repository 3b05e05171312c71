import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
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

const baseVariables: DirectoryPractitionersQueryVariables = {
  search: null,
  category: null,
  gender: null,
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
      data: { practitioners: { __typename: 'PractitionerPage', items, total, page: variables.page ?? 1, pageCount } },
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

  it('restores the view held in the URL and asks the API for exactly that view', async () => {
    renderPage(page, {
      path: '/en/practitioners?q=anxiety&category=therapist&gender=male&sort=lowest_price&page=2',
      mocks: [
        directoryMock(
          { search: 'anxiety', category: 'THERAPIST', gender: 'MALE', sort: 'LOWEST_PRICE', page: 2 },
          [saad],
          { total: 11 },
        ),
      ],
    });

    expect(await screen.findByRole('link', { name: 'Saad Al-Harbi' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or specialization' })).toHaveValue('anxiety');
    expect(screen.getByRole('tab', { name: 'Therapists' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowest_price');
    const pages = screen.getByRole('navigation', { name: 'Directory pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/practitioners?q=anxiety&category=therapist&gender=male&sort=lowest_price',
    );
  });

  it('keeps the same search box focused after Enter, and moves focus to the results after a page button', async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      practitioner(String(index + 3), `Name ${index}`, `اسم ${index}`),
    );
    const { user } = renderPage(page, {
      path: '/en/practitioners',
      mocks: [
        directoryMock({}, [noura, saad]),
        directoryMock({ search: 'noura' }, many, { total: 11 }),
        directoryMock({ search: 'noura', page: 2 }, [noura], { total: 11 }),
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

  it('folds gender and sort behind one Filters button that counts the active ones', async () => {
    const { user } = renderPage(page, {
      path: '/en/practitioners?gender=female&sort=lowest_price',
      mocks: [directoryMock({ gender: 'FEMALE', sort: 'LOWEST_PRICE' }, [noura])],
    });
    const toggle = screen.getByRole('button', { name: 'Filters 2 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('radiogroup').closest('[data-open]')!.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts each choice into the URL and starts again at page 1', async () => {
    const { user } = renderPage(page, {
      path: '/en/practitioners?page=2',
      mocks: [
        directoryMock({ page: 2 }, [noura], { total: 11 }),
        directoryMock({ category: 'PHYSICIAN' }, [noura]),
        directoryMock({ category: 'PHYSICIAN', gender: 'FEMALE' }, [noura]),
        directoryMock({ category: 'PHYSICIAN', gender: 'FEMALE', sort: 'HIGHEST_RATED' }, [noura]),
        directoryMock({ category: 'PHYSICIAN', gender: 'FEMALE', sort: 'HIGHEST_RATED', search: 'نورة' }, [noura]),
      ],
    });
    await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' });

    await user.click(screen.getByRole('tab', { name: 'Physicians' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en\/practitioners\?category=physician$/);

    await user.click(await screen.findByRole('radio', { name: 'Female' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/en/practitioners?category=physician&gender=female');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/practitioners?category=physician&gender=female&sort=highest_rated',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or specialization' }), 'نورة{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/en/practitioners?q=${encodeURIComponent('نورة')}&category=physician&gender=female&sort=highest_rated`,
    );
    expect(await screen.findByRole('link', { name: 'Dr. Noura Al-Qahtani' })).toBeInTheDocument();
  });

  it('says when nothing matches and offers the full list', async () => {
    renderPage(page, {
      path: '/practitioners?q=xyz',
      mocks: [directoryMock({ search: 'xyz' }, [])],
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
      directoryMock({ category: 'THERAPIST', sort: 'LOWEST_PRICE', page: 2 }, [saad], { total: 11 }),
    ]);
    await preloadData({
      client,
      params: {},
      locale: 'en',
      search: new URLSearchParams('category=therapist&sort=lowest_price&page=2'),
    });
    expect(requests).toEqual(['DirectoryPractitioners']);

    renderPage(page, { path: '/en/practitioners?category=therapist&sort=lowest_price&page=2', client });
    expect(await screen.findByRole('link', { name: 'Saad Al-Harbi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('11 practitioners found');
    expect(requests).toEqual(['DirectoryPractitioners']);
  });
});
