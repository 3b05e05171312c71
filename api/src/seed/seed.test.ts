import type { DatabaseConnection } from '../db/client';
import { fixtureContent } from '../testing/fixtures/seed-content';
import { createTestDb } from '../testing/test-db';
import * as content from './content';
import { checkSeedContent, countContent, isContentEmpty, seedContent, seedIfEmpty } from './seed';

describe('seeding', () => {
  let database: DatabaseConnection;

  beforeAll(async () => {
    database = await createTestDb();
  });

  afterAll(async () => {
    await database.close();
  });

  it('fills an empty database with the real content once, and leaves it alone afterwards', async () => {
    expect(await isContentEmpty(database.db)).toBe(true);
    const counts = await seedIfEmpty(database.db, content);
    const questionCount = content.faqCategories.reduce((sum, category) => sum + category.questions.length, 0);
    expect(counts).toEqual({
      practitioners: content.practitioners.length,
      articles: content.articles.length,
      tags: content.tags.length,
      faqCategories: content.faqCategories.length,
      faqQuestions: questionCount,
    });
    expect(await isContentEmpty(database.db)).toBe(false);
    expect(await seedIfEmpty(database.db, content)).toBeNull();
    expect(await countContent(database.db)).toEqual(counts);
  });

  it('replaces the content when asked, numbering from 1 again', async () => {
    const counts = await seedContent(database.db, fixtureContent, { replace: true });
    expect(counts).toEqual({ practitioners: 8, articles: 7, tags: 4, faqCategories: 3, faqQuestions: 5 });
  });
});

describe('checkSeedContent', () => {
  it('names content mistakes before writing anything', () => {
    const broken = {
      ...fixtureContent,
      articles: [...fixtureContent.articles, { ...fixtureContent.articles[0]!, tags: ['no-such-tag'] }],
      practitioners: [{ ...fixtureContent.practitioners[0]!, priceSar: 99.5 }],
    };
    expect(() => checkSeedContent(broken)).toThrow(
      /article "first-session" appears twice[\s\S]*unknown tag "no-such-tag"[\s\S]*priceSar/,
    );
  });
});
