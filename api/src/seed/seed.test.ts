import { eq } from 'drizzle-orm';
import type { DatabaseConnection } from '../db/client';
import { issuedDocuments } from '../modules/issued-documents/issued-documents.table';
import { practitioners } from '../modules/practitioners/practitioners.table';
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

  it('replaces the content when asked, numbering from 1 again, and keeps the documents already issued', async () => {
    const [issuer] = await database.db.select({ id: practitioners.id }).from(practitioners).limit(1);
    const [issued] = await database.db
      .insert(issuedDocuments)
      .values({
        kind: 'standard-medical-report',
        language: 'en',
        issuerPractitionerId: issuer!.id,
        issuer: {
          name: { ar: 'د. سارة', en: 'Dr Sara' },
          title: { ar: 'طبيبة', en: 'Physician' },
          category: 'physician',
        },
        subjectReference: 'patient-1',
        content: {},
        platform: { nameAr: 'سكينة', nameEn: 'Sakina', vatNumber: '300000000000003', licence: 'MOH 1400027' },
        verificationCode: 'SEEDTEST0001',
      })
      .returning({ id: issuedDocuments.id });

    const counts = await seedContent(database.db, fixtureContent, { replace: true });
    expect(counts).toEqual({ practitioners: 8, articles: 7, tags: 4, faqCategories: 3, faqQuestions: 5 });
    const kept = await database.db
      .select({ issuer: issuedDocuments.issuer })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.id, issued!.id));
    expect(kept).toEqual([{ issuer: expect.objectContaining({ name: { ar: 'د. سارة', en: 'Dr Sara' } }) }]);
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
