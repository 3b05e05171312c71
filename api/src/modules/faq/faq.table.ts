import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Localized } from '../common/localized';

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  position: integer('position').notNull(),
});

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<Localized>().notNull(),
    answer: jsonb('answer').$type<Localized>().notNull(),
    position: integer('position').notNull(),
    /** Question and answer in both languages, folded by normalizeForSearch. */
    searchText: text('search_text').notNull(),
  },
  (table) => [index('faq_questions_category_index').on(table.categoryId, table.position)],
);
