import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Localized, LocalizedRichText } from '../common/localized';

export type ArticleKind = 'blog' | 'news';

/**
 * Where the article's working copy stands. The public sees the last published copy while a newer one is drafted
 * or reviewed (`listed`), until it is unpublished (its address then answers 410).
 */
export type ArticleStatus = 'draft' | 'in_review' | 'approved' | 'scheduled' | 'published' | 'unpublished';

/** An image with its alternative text in each language. */
export type ArticleCover = { media: string; alt: Localized };

/**
 * An article or news item. The public columns (title … reviewedOn) hold the copy visitors see, written when a
 * revision is published; staff work on revisions (article_revisions) until then.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ArticleKind>().notNull(),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    /** Visitors see it: true from its first publication until it is unpublished. */
    listed: boolean('listed').notNull().default(false),
    /** Health content: a medical reviewer approves each revision before it is published. */
    medicalReview: boolean('medical_review').notNull().default(true),
    /** Moves on every change staff make: a save that names an older version is refused (two editors). */
    version: integer('version').notNull().default(1),
    /** The revision staff work on (the newest). */
    workingRevisionId: integer('working_revision_id'),
    /** The revision visitors see; null until the first publication. */
    publishedRevisionId: integer('published_revision_id'),
    /** When a scheduled revision goes out. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<LocalizedRichText>().notNull(),
    author: jsonb('author').$type<Localized>(),
    cover: jsonb('cover').$type<ArticleCover>(),
    publishedOn: date('published_on').notNull(),
    /** The published revision's medical review: "Reviewed by … on …". */
    reviewedBy: jsonb('reviewed_by').$type<Localized>(),
    reviewedOn: date('reviewed_on'),
    /** Title, summary and body in both languages, folded by normalizeForSearch. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('articles_kind_check', sql`${table.kind} in ('blog', 'news')`),
    check(
      'articles_status_check',
      sql`${table.status} in ('draft', 'in_review', 'approved', 'scheduled', 'published', 'unpublished')`,
    ),
    index('articles_kind_published_on_index')
      .on(table.kind, table.publishedOn.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.listed}`),
    index('articles_scheduled_for_index')
      .on(table.scheduledFor)
      .where(sql`${table.status} = 'scheduled'`),
  ],
);

/** Every saved copy of an article, oldest first; restoring one saves a new copy of it. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … within the article. */
    number: integer('number').notNull(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<LocalizedRichText>().notNull(),
    author: jsonb('author').$type<Localized>(),
    cover: jsonb('cover').$type<ArticleCover>(),
    /** Tag slugs. */
    tags: text('tags').array().notNull(),
    /** The staff member who saved it; null for the seed. */
    savedBy: uuid('saved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The medical reviewer who approved this copy, with the name the page shows. */
    approvedBy: uuid('approved_by'),
    approverName: jsonb('approver_name').$type<Localized>(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('article_revisions_number_index').on(table.articleId, table.number)],
);

/** An article's former addresses: each answers 301 to the current one. */
export const articleSlugRedirects = pgTable(
  'article_slug_redirects',
  {
    kind: text('kind').$type<ArticleKind>().notNull(),
    slug: text('slug').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
});

/** The published copy's tags (the public lists filter by them). */
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

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleRevisionRow = typeof articleRevisions.$inferSelect;

/**
 * A link that shows staff a revision exactly as the public page would (SHA-256 of its random token): made in
 * the console, valid for an hour, never indexed or cached.
 */
export const articlePreviews = pgTable(
  'article_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => articleRevisions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('article_previews_expires_at_index').on(table.expiresAt)],
);
