import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Localized } from '../common/localized';
import { matchesSearch } from '../common/search';
import { faqCategories, faqQuestions } from './faq.table';

export interface FaqCategorySummary {
  id: number;
  slug: string;
  name: Localized;
}

export interface FaqQuestion {
  id: number;
  question: Localized;
  answer: Localized;
  category: FaqCategorySummary;
}

export interface FaqCategory extends FaqCategorySummary {
  questions: FaqQuestion[];
}

const questionColumns = {
  id: faqQuestions.id,
  question: faqQuestions.question,
  answer: faqQuestions.answer,
  category: { id: faqCategories.id, slug: faqCategories.slug, name: faqCategories.name },
};

const categoryColumns = { id: faqCategories.id, slug: faqCategories.slug, name: faqCategories.name };

/** Visitors see published questions of published categories only. */
const publishedQuestion = and(eq(faqQuestions.published, true), eq(faqCategories.published, true));

function questionsQuery(db: Database, condition?: SQL) {
  return db
    .select(questionColumns)
    .from(faqQuestions)
    .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
    .where(and(publishedQuestion, condition))
    .orderBy(asc(faqCategories.position), asc(faqQuestions.position), asc(faqQuestions.id));
}

export async function listFaqCategories({ db }: { db: Database }): Promise<FaqCategory[]> {
  const [categories, questions] = await Promise.all([
    db
      .select(categoryColumns)
      .from(faqCategories)
      .where(eq(faqCategories.published, true))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    questionsQuery(db),
  ]);
  return categories.map((category) => ({
    ...category,
    questions: questions.filter((question) => question.category.id === category.id),
  }));
}

export function listFaqQuestions({ db }: { db: Database }, categoryId: number): Promise<FaqQuestion[]> {
  return questionsQuery(db, eq(faqQuestions.categoryId, categoryId));
}

/** The questions of several categories in one query, by category id. */
export async function listFaqQuestionsOf(
  { db }: { db: Database },
  categoryIds: number[],
): Promise<Map<number, FaqQuestion[]>> {
  const questions = await questionsQuery(db, inArray(faqQuestions.categoryId, categoryIds));
  const byCategory = new Map<number, FaqQuestion[]>(categoryIds.map((id) => [id, []]));
  for (const question of questions) byCategory.get(question.category.id)?.push(question);
  return byCategory;
}

export async function findFaqCategory({ db }: { db: Database }, slug: string): Promise<FaqCategory | null> {
  const [category] = await db
    .select(categoryColumns)
    .from(faqCategories)
    .where(and(eq(faqCategories.slug, slug), eq(faqCategories.published, true)))
    .limit(1);
  return category ? { ...category, questions: await listFaqQuestions({ db }, category.id) } : null;
}

/** Questions of every category whose question or answer holds every word of `text`, in either language. */
export async function searchFaq({ db }: { db: Database }, text: string): Promise<FaqQuestion[]> {
  const condition = matchesSearch(faqQuestions.searchText, text);
  if (!condition) return [];
  return questionsQuery(db, condition).limit(50);
}

/** Every FAQ category's slug, in their order: the sitemap's rows. */
export async function listFaqCategorySlugs({ db }: { db: Database }): Promise<string[]> {
  const rows = await db
    .select({ slug: faqCategories.slug })
    .from(faqCategories)
    .where(eq(faqCategories.published, true))
    .orderBy(asc(faqCategories.position));
  return rows.map((row) => row.slug);
}
