import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../common/localized';

/** Editors order, publish and withdraw categories and questions; visitors see the published ones, in order. */
export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  position: integer('position').notNull(),
  published: boolean('published').notNull().default(true),
  /** Moves on every change: a save naming an older version is refused. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    published: boolean('published').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Question and answer in both languages, folded by normalizeForSearch. */
    searchText: text('search_text').notNull(),
  },
  (table) => [index('faq_questions_category_index').on(table.categoryId, table.position)],
);
