import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized, LocalizedList } from '../common/localized';

export type ArticleKind = 'blog' | 'news';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ArticleKind>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<LocalizedList>().notNull(),
    publishedOn: date('published_on').notNull(),
    /** Title, summary and body in both languages, folded by normalizeForSearch. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('articles_kind_check', sql`${table.kind} in ('blog', 'news')`),
    index('articles_kind_published_on_index').on(
      table.kind,
      table.publishedOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
});

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.tagId] }), index('article_tags_tag_index').on(table.tagId)],
);
