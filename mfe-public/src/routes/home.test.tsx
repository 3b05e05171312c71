import { screen, within } from '@testing-library/react';
import type { TopPractitioner } from '../features/home/api/get-top-practitioners';
import { HomeTopPractitionersDocument } from '../features/home/api/get-top-practitioners.generated';
import { HomeLatestArticlesDocument } from '../features/home/api/get-latest-articles.generated';
import { createCountingClient } from '@sakina/shared/testing';
import { renderPage } from '../testing/render-page';
import HomePage, { preloadData } from './home';

const practitioner = (
  id: string,
  nameEn: string,
  nameAr: string,
  extra: Partial<TopPractitioner> = {},
): TopPractitioner => ({
  id,
  category: 'PSYCHOTHERAPIST',
  name: { ar: nameAr, en: nameEn },
  title: { ar: 'أخصائية نفسية', en: 'Psychologist' },
  rating: 4.8,
  ratingCount: 120,
  priceSar: 250,
  classified: false,
  photoUrl: null,
  ...extra,
});

const practitionersMock = {
  request: { query: HomeTopPractitionersDocument },
  result: {
    data: {
      practitioners: {
        __typename: 'PractitionerPage',
        items: [
          {
            __typename: 'Practitioner',
            ...practitioner('7', 'Dr. Sara Alotaibi', 'د. سارة العتيبي', { classified: true, category: 'PHYSICIAN' }),
          },
          { __typename: 'Practitioner', ...practitioner('12', 'Khalid Alharbi', 'خالد الحربي') },
        ].map((item) => ({
          ...item,
          name: { __typename: 'LocalizedText', ...item.name },
          title: { __typename: 'LocalizedText', ...item.title },
        })),
      },
    },
  },
};

const articlesMock = {
  request: { query: HomeLatestArticlesDocument },
  result: {
    data: {
      articles: {
        __typename: 'ArticlePage',
        items: [
          {
            __typename: 'Article',
            id: '31',
            title: { __typename: 'LocalizedText', ar: 'كيف تتعامل مع القلق', en: 'Living with anxiety' },
            summary: { __typename: 'LocalizedText', ar: 'خطوات صغيرة تساعدك.', en: 'Small steps that help.' },
            publishedOn: '2026-10-05',
          },
        ],
      },
    },
  },
};

const emptyArticlesMock = {
  request: { query: HomeLatestArticlesDocument },
  result: { data: { articles: { __typename: 'ArticlePage', items: [] } } },
};

describe('HomePage', () => {
  it('tells an English visitor what Sakina offers, that it is not for emergencies, and shows the teasers', async () => {
    renderPage(<HomePage />, { path: '/en', mocks: [practitionersMock, articlesMock] });

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Online psychological and family consultations, whenever you need them',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help me choose' })).toHaveAttribute('href', '/en/practitioners/match');
    expect(screen.getByRole('heading', { name: 'Urgent consultation' })).toBeInTheDocument();
    expect(
      screen.getByText(/within 60 minutes, at any hour of the day or night, every day of the week \(24\/7\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '30-minute sessions' })).toBeInTheDocument();
    expect(screen.getByText(/Saudi riyals \(SAR\)/)).toBeInTheDocument();
    for (const type of ['Physician', 'Psychologist or psychotherapist', 'Social worker']) {
      expect(screen.getByRole('heading', { name: type })).toBeInTheDocument();
    }
    expect(screen.getByText('Can prescribe')).toBeInTheDocument();

    const emergency = screen.getByRole('complementary', { name: 'Sakina is not an emergency service' });
    const calls = within(emergency).getAllByRole('link');
    // The emergency number first; 937 named the Ministry of Health's medical advice, as on every page.
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(['tel:911', 'tel:997', 'tel:920033360', 'tel:937']);
    expect(
      within(emergency).getByRole('link', { name: "Call the Ministry of Health's medical advice line 937" }),
    ).toBeVisible();
    expect(within(emergency).getByText(/National Center for Mental Health Promotion/)).toBeVisible();

    const sara = await screen.findByRole('link', { name: 'Dr. Sara Alotaibi' });
    expect(sara).toHaveAttribute('href', '/en/practitioners/practitioner_7');
    expect(screen.getByRole('link', { name: 'Khalid Alharbi' })).toHaveAttribute(
      'href',
      '/en/practitioners/practitioner_12',
    );
    expect(screen.getByText('Classified')).toBeInTheDocument();
    expect(screen.getAllByText(/per 30-minute session/)[0]).toHaveTextContent('SAR');

    expect(await screen.findByRole('link', { name: 'Living with anxiety' })).toHaveAttribute('href', '/en/blog/31');
    expect(screen.getByText('October 5, 2026')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Learn about the corporate service' })).toHaveAttribute(
      'href',
      '/en/business',
    );
    expect(screen.getByRole('link', { name: 'Download on the App Store: the Sakina app' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/sa/app/sakina/id1',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play: the Sakina provider app' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=sa.sakina.provider',
    );
  });

  it('reads in Arabic with Arabic names and dates', async () => {
    renderPage(<HomePage />, { path: '/', mocks: [practitionersMock, articlesMock] });

    expect(
      screen.getByRole('heading', { level: 1, name: 'استشارات نفسية وأسرية عن بُعد، متى احتجت إليها' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'د. سارة العتيبي' })).toHaveAttribute(
      'href',
      '/practitioners/practitioner_7',
    );
    expect(await screen.findByRole('link', { name: 'كيف تتعامل مع القلق' })).toHaveAttribute('href', '/blog/31');
    expect(screen.getByText(/٥ أكتوبر ٢٠٢٦|5 أكتوبر 2026/)).toBeInTheDocument();
  });

  it('shows loading placeholders, then an empty state when nothing is published', async () => {
    renderPage(<HomePage />, { path: '/en', mocks: [practitionersMock, emptyArticlesMock] });

    expect(screen.getByRole('list', { name: 'Loading articles' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'No articles have been published yet' })).toBeInTheDocument();
  });

  it('offers to try again when the practitioners cannot be loaded, and recovers', async () => {
    const failing = { request: { query: HomeTopPractitionersDocument }, error: new Error('Network down') };
    const { user } = renderPage(<HomePage />, { path: '/en', mocks: [failing, practitionersMock, articlesMock] });

    expect(
      await screen.findByText('We could not load the practitioners. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dr. Sara Alotaibi' })).toBeInTheDocument();
  });
});

describe("the home page's data preload", () => {
  it('fills the cache with the practitioners and articles the page shows: opened afterwards, it asks the API nothing', async () => {
    const { client, requests } = createCountingClient([practitionersMock, articlesMock]);
    await preloadData({ client, params: {}, locale: 'en', search: new URLSearchParams() });
    expect([...requests].sort()).toEqual(['HomeLatestArticles', 'HomeTopPractitioners']);

    renderPage(<HomePage />, { path: '/en', client });
    expect(await screen.findByRole('link', { name: 'Dr. Sara Alotaibi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Living with anxiety' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });
});
