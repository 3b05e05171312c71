import { faqCategoryPath, faqSearchPath, groupByCategory, parseFaqSearch } from './faq-search';

describe('FAQ search in the URL', () => {
  it('reads the trimmed search, or nothing', () => {
    expect(parseFaqSearch(new URLSearchParams('q=%20%D8%A7%D9%84%D8%AF%D9%81%D8%B9%20'))).toBe('الدفع');
    expect(parseFaqSearch(new URLSearchParams(''))).toBe('');
    expect(parseFaqSearch(new URLSearchParams('q=%20%20'))).toBe('');
    expect(parseFaqSearch(new URLSearchParams(`q=${'x'.repeat(120)}`))).toHaveLength(100);
  });

  it('sends a search to /faq?q= and an empty one to the plain FAQ page', () => {
    expect(faqSearchPath(' refund & cancel ')).toBe('/faq?q=refund+%26+cancel');
    expect(faqSearchPath('   ')).toBe('/faq');
    expect(parseFaqSearch(new URLSearchParams(faqSearchPath('refund & cancel').split('?')[1]))).toBe('refund & cancel');
  });

  it('builds category paths', () => {
    expect(faqCategoryPath('payments-and-refunds')).toBe('/faq/payments-and-refunds');
  });
});

describe('groupByCategory', () => {
  it('groups questions under their category in order of first appearance', () => {
    const payments = { id: 'payments' };
    const privacy = { id: 'privacy' };
    const questions = [
      { id: '1', category: payments },
      { id: '2', category: privacy },
      { id: '3', category: payments },
    ];
    expect(groupByCategory(questions)).toEqual([
      { category: payments, questions: [questions[0], questions[2]] },
      { category: privacy, questions: [questions[1]] },
    ]);
  });
});
