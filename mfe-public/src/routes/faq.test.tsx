import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { FaqCategoriesDocument } from '../features/faq/api/get-faq-categories.generated';
import { FaqSearchDocument } from '../features/faq/api/search-faq.generated';
import { createCountingClient } from '@sakina/shared/testing';
import { renderPage } from '../testing/render-page';
import FaqPage, { preloadData } from './faq';

const text = (en: string, ar: string) => ({ __typename: 'LocalizedText', en, ar });
const payments = {
  __typename: 'FaqCategory',
  id: 'payments-and-refunds',
  name: text('Payments and refunds', 'الدفع والاسترداد'),
};
const privacy = { __typename: 'FaqCategory', id: 'privacy', name: text('Privacy', 'الخصوصية') };
const refundQuestion = {
  __typename: 'FaqQuestion',
  id: '7',
  question: text('Can I get a refund?', 'هل يمكنني استرداد المبلغ؟'),
  answer: text('Yes, up to 24 hours before the session.', 'نعم، قبل موعد الجلسة بأربع وعشرين ساعة.'),
};
const recordsQuestion = {
  __typename: 'FaqQuestion',
  id: '12',
  question: text('Who can read my records?', 'من يستطيع قراءة سجلي؟'),
  answer: text('Only your practitioner.', 'المختص الذي يعالجك فقط.'),
};

const categoriesMock = {
  request: { query: FaqCategoriesDocument },
  result: {
    data: {
      faqCategories: [
        { ...payments, questions: [refundQuestion] },
        { ...privacy, questions: [recordsQuestion] },
      ],
    },
  },
};

const searchMock = (search: string, questions: object[]) => ({
  request: { query: FaqSearchDocument, variables: { text: search } },
  result: { data: { faqSearch: questions } },
});

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderFaq(path: string, mocks: MockLink.MockedResponse[]) {
  return renderPage(
    <>
      <FaqPage />
      <LocationProbe />
    </>,
    { path, mocks },
  );
}

describe('FaqPage', () => {
  it('lists the categories as links and their questions as an accordion', async () => {
    const { user } = renderFaq('/en/faq', [categoriesMock]);

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const topics = await screen.findByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Payments and refunds' })).toHaveAttribute(
      'href',
      '/en/faq/payments-and-refunds',
    );
    expect(within(topics).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/faq/privacy');

    const section = screen.getByRole('region', { name: 'Payments and refunds' });
    const question = within(section).getByRole('heading', { level: 3, name: 'Can I get a refund?' });
    expect(question.closest('details')).not.toHaveAttribute('open');
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Yes, up to 24 hours before the session.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  });

  it('searches every category and groups what it finds by category', async () => {
    const { user } = renderFaq('/en/faq', [
      categoriesMock,
      searchMock('refund', [{ ...refundQuestion, category: payments }]),
    ]);
    await screen.findByRole('navigation', { name: 'Topics' });

    await user.type(screen.getByRole('searchbox', { name: 'Search all questions' }), ' refund ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “refund”' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/faq?q=refund');
    expect(screen.getByText('1 question matches “refund”')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 3, name: 'Payments and refunds' })).toContainElement(
      screen.getByRole('link', { name: 'Payments and refunds' }),
    );
    expect(screen.getByRole('heading', { name: 'Can I get a refund?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Who can read my records?' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all questions' })).toHaveAttribute('href', '/en/faq');
  });

  it('shows the no-results message and a way to contact the team when nothing matches', async () => {
    renderFaq('/en/faq?q=zzzz', [searchMock('zzzz', [])]);

    expect(
      await screen.findByRole('heading', { name: 'No results for your search, try something different' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Could not find your answer? Write to us and our team will reply as soon as possible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByRole('searchbox', { name: 'Search all questions' })).toHaveValue('zzzz');
  });

  it('does the same in Arabic', async () => {
    renderFaq('/faq?q=%D8%B2%D8%B2%D8%B2', [searchMock('ززز', [])]);

    expect(await screen.findByRole('heading', { name: 'لا توجد نتائج لبحثك، جرّب شيئًا مختلفًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('offers to try again when the questions cannot be loaded', async () => {
    const { user } = renderFaq('/en/faq', [
      { request: { query: FaqCategoriesDocument }, error: new Error('Network down') },
      categoriesMock,
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the questions.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Topics' })).toBeInTheDocument();
  });
});

describe("the FAQ's data preload", () => {
  it('fills the cache with every category: the FAQ opened afterwards asks the API nothing', async () => {
    const { client, requests } = createCountingClient([categoriesMock]);
    await preloadData({ client, params: {}, locale: 'en', search: new URLSearchParams() });
    expect(requests).toEqual(['FaqCategories']);

    renderPage(<FaqPage />, { path: '/en/faq', client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(requests).toEqual(['FaqCategories']);
  });

  it("fills the cache with a search's results when the link holds one", async () => {
    const { client, requests } = createCountingClient([
      searchMock('refund', [{ ...refundQuestion, category: payments }]),
    ]);
    await preloadData({ client, params: {}, locale: 'en', search: new URLSearchParams('q=refund') });
    expect(requests).toEqual(['FaqSearch']);

    renderPage(<FaqPage />, { path: '/en/faq?q=refund', client });
    expect(await screen.findByRole('heading', { name: 'Can I get a refund?' })).toBeInTheDocument();
    expect(requests).toEqual(['FaqSearch']);
  });
});
