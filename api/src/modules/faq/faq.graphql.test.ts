import { fixtureContent } from '../../testing/fixtures/seed-content';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
});

afterAll(async () => {
  await testApp.close();
});

interface QuestionData {
  question: { ar: string; en: string };
  category: { id: string };
}

async function search(text: string) {
  const reply = await testApp.graphql<{ faqSearch: QuestionData[] }>(
    'query Search($text: String!) { faqSearch(text: $text) { question { ar en } category { id } } }',
    { text },
  );
  expect(reply.errors).toBeUndefined();
  return reply.data!.faqSearch;
}

describe('faq', () => {
  it('lists the categories in order with their questions', async () => {
    const reply = await testApp.graphql<{
      faqCategories: { id: string; name: { en: string }; questions: { question: { en: string } }[] }[];
    }>('{ faqCategories { id name { ar en } questions { id question { ar en } answer { ar en } } } }');
    expect(reply.errors).toBeUndefined();
    const categories = reply.data!.faqCategories;
    expect(categories.map((category) => category.id)).toEqual(['sessions', 'payment', 'privacy']);
    expect(categories[1]!.questions.map((question) => question.question.en)).toEqual([
      'Which payment methods can I use?',
      'Can I get a refund?',
    ]);
  });

  it('finds one category by its slug, or null', async () => {
    const reply = await testApp.graphql<{ found: { name: { ar: string }; questions: unknown[] }; missing: null }>(
      '{ found: faqCategory(id: "privacy") { name { ar } questions { id } } missing: faqCategory(id: "nothing") { id } }',
    );
    expect(reply.data!.found.name.ar).toBe('الخصوصية');
    expect(reply.data!.found.questions).toHaveLength(1);
    expect(reply.data!.missing).toBeNull();
  });

  it('searches questions and answers of every category in both languages', async () => {
    expect((await search('refund')).map((item) => item.question.en)).toEqual(['Can I get a refund?']);
    expect((await search('thirty minutes')).map((item) => item.category.id)).toEqual(['sessions']);
    expect((await search('دليل الممارسين')).map((item) => item.question.en)).toEqual(['Can I choose my therapist?']);
    expect(await search('astrology')).toEqual([]);
  });

  it('matches Arabic whatever the hamza, tashkeel, ta marbuta or alef maqsura', async () => {
    expect((await search('إسترداد')).map((item) => item.question.en)).toEqual(['Can I get a refund?']);
    expect((await search('سريه')).map((item) => item.question.en)).toEqual(['Are my conversations confidential?']);
    expect((await search('أربع و عشرين')).map((item) => item.category.id)).toEqual(['payment']);
  });

  it('loads the questions of a category reached from a search result', async () => {
    const reply = await testApp.graphql<{ faqSearch: { category: { questions: unknown[] } }[] }>(
      '{ faqSearch(text: "mada") { category { id questions { id } } } }',
    );
    expect(reply.data!.faqSearch[0]!.category.questions).toHaveLength(2);
  });

  it('asks for search text', async () => {
    const reply = await testApp.graphql('{ faqSearch(text: "   ") { id } }');
    expect(reply.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'text', code: 'required' }],
    });
  });
});
