import { screen, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { statusOf } from '@sakina/shared/contracts';
import { FaqCategoryDocument } from '../features/faq/api/get-faq-category.generated';
import { createCountingClient } from '@sakina/shared/testing';
import { renderPage } from '../testing/render-page';
import FaqCategoryPage, { preloadData } from './faq-category';

const text = (en: string, ar: string) => ({ __typename: 'LocalizedText', en, ar });
const categories = [
  { __typename: 'FaqCategory', id: 'payments-and-refunds', name: text('Payments and refunds', 'الدفع والاسترداد') },
  { __typename: 'FaqCategory', id: 'privacy', name: text('Privacy', 'الخصوصية') },
];
const refundQuestion = {
  __typename: 'FaqQuestion',
  id: '7',
  question: text('Can I get a refund?', 'هل يمكنني استرداد المبلغ؟'),
  answer: text('Yes, up to 24 hours before the session.', 'نعم، قبل موعد الجلسة بأربع وعشرين ساعة.'),
};

const categoryMock = (id: string, found: boolean) => ({
  request: { query: FaqCategoryDocument, variables: { id } },
  result: { data: { faqCategory: found ? { ...categories[0], questions: [refundQuestion] } : null, categories } },
});

class CatchError extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? <p>caught</p> : this.props.children;
  }
}

function renderCategory(
  path: string,
  mock: ReturnType<typeof categoryMock>,
  onError: (error: unknown) => void = () => {},
) {
  return renderPage(
    <CatchError onError={onError}>
      <Routes>
        <Route path="/faq/:catId" element={<FaqCategoryPage />} />
        <Route path="/en/faq/:catId" element={<FaqCategoryPage />} />
      </Routes>
    </CatchError>,
    { path, mocks: [mock] },
  );
}

describe('FaqCategoryPage', () => {
  it('shows the category, its questions as an accordion, and the other categories', async () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'description';
    const { user } = renderCategory('/en/faq/payments-and-refunds', categoryMock('payments-and-refunds', true));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments and refunds' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Payments and refunds \| /);
    expect(meta.content).toBe('Payments and refunds: answers from Sakina. Can I get a refund?');
    const question = screen.getByRole('heading', { level: 2, name: 'Can I get a refund?' });
    // Folded, the answer is in the page (for search engines and pages without scripts) but not shown.
    expect(screen.getByText('Yes, up to 24 hours before the session.')).not.toBeVisible();
    await user.click(question);
    expect(screen.getByText('Yes, up to 24 hours before the session.')).toBeVisible();

    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Payments and refunds' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/faq/privacy');
    expect(screen.getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/en/faq');
    expect(screen.getByRole('searchbox', { name: 'Search all questions' })).toBeInTheDocument();
    meta.remove();
  });

  it('reads in Arabic', async () => {
    renderCategory('/faq/payments-and-refunds', categoryMock('payments-and-refunds', true));

    expect(await screen.findByRole('heading', { level: 1, name: 'الدفع والاسترداد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'هل يمكنني استرداد المبلغ؟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('is a 404 for an unknown category', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const errors: unknown[] = [];
    renderCategory('/en/faq/no-such-topic', categoryMock('no-such-topic', false), (error) => errors.push(error));

    expect(await screen.findByText('caught')).toBeInTheDocument();
    expect(errors.map(statusOf)).toEqual([404]);
    consoleError.mockRestore();
  });
});

describe("a FAQ category's data preload", () => {
  it('fills the cache with the category the page reads: opened afterwards, the page asks the API nothing', async () => {
    const { client, requests } = createCountingClient([categoryMock('payments-and-refunds', true)]);
    await preloadData({
      client,
      params: { catId: 'payments-and-refunds' },
      locale: 'ar',
      search: new URLSearchParams(),
    });
    expect(requests).toEqual(['FaqCategory']);

    renderPage(
      <Routes>
        <Route path="/faq/:catId" element={<FaqCategoryPage />} />
      </Routes>,
      { path: '/faq/payments-and-refunds', client },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'الدفع والاسترداد' })).toBeInTheDocument();
    expect(requests).toEqual(['FaqCategory']);
  });
});
