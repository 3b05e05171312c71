import { normalizeForSearch } from '@sakina/shared/validation';
import { isConcernKey } from '@sakina/shared/vocabulary';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { importPublishedArticle } from '../modules/articles/article-editing.service';
import {
  articlePreviews,
  articleRevisions,
  articles,
  articleSlugRedirects,
  articleTags,
  tags,
} from '../modules/articles/articles.table';
import { insertFaqCategory, insertFaqQuestion } from '../modules/faq/faq-editing.service';
import { createPublishedListings } from '../modules/listings/listings.service';
import { practitionerListings } from '../modules/listings/listings.table';
import { faqCategories, faqQuestions } from '../modules/faq/faq.table';
import { practitioners } from '../modules/practitioners/practitioners.table';
import type { SeedArticle, SeedFaqCategory, SeedPractitioner, SeedTag } from './content/types';

export interface SeedContent {
  practitioners: SeedPractitioner[];
  tags: SeedTag[];
  articles: SeedArticle[];
  faqCategories: SeedFaqCategory[];
}

export interface SeedCounts {
  practitioners: number;
  articles: number;
  tags: number;
  faqCategories: number;
  faqQuestions: number;
}

const batchSize = 200;

function searchTextOf(...parts: (string | string[])[]): string {
  return normalizeForSearch(parts.flat().join(' '));
}

/** A directory row written straight (the directory's own tests); the site publishes listings instead. */
export function practitionerRow(practitioner: SeedPractitioner, id: number): typeof practitioners.$inferInsert {
  return {
    ...practitioner,
    id,
    searchText: searchTextOf(
      practitioner.name.ar,
      practitioner.name.en,
      practitioner.specializations.ar,
      practitioner.specializations.en,
      practitioner.secondarySpecialties.ar,
      practitioner.secondarySpecialties.en,
    ),
  };
}

/** Fails loudly on content mistakes a type cannot catch, before anything is written. */
export function checkSeedContent(content: SeedContent): void {
  const problems: string[] = [];
  const tagSlugs = new Set(content.tags.map((tag) => tag.slug));
  const duplicates = (slugs: string[]) => slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
  for (const slug of duplicates(content.tags.map((tag) => tag.slug))) problems.push(`tag "${slug}" appears twice`);
  for (const slug of duplicates(content.articles.map((article) => article.slug)))
    problems.push(`article "${slug}" appears twice`);
  for (const slug of duplicates(content.faqCategories.map((category) => category.slug)))
    problems.push(`FAQ category "${slug}" appears twice`);
  for (const article of content.articles) {
    for (const tag of article.tags)
      if (!tagSlugs.has(tag)) problems.push(`article "${article.slug}" uses unknown tag "${tag}"`);
  }
  content.practitioners.forEach((practitioner, index) => {
    const label = `practitioner ${index} (${practitioner.name.en})`;
    if (!Number.isInteger(practitioner.priceSar) || practitioner.priceSar <= 0)
      problems.push(`${label}: priceSar must be a whole positive number`);
    if (practitioner.rating < 0 || practitioner.rating > 5) problems.push(`${label}: rating must be between 0 and 5`);
    if (!Number.isInteger(practitioner.yearsOfExperience)) problems.push(`${label}: yearsOfExperience must be whole`);
    if (!Number.isInteger(practitioner.ratingCount)) problems.push(`${label}: ratingCount must be whole`);
    for (const key of practitioner.concerns)
      if (!isConcernKey(key)) problems.push(`${label}: "${key}" is not a concern of the vocabulary`);
  });
  if (problems.length > 0) throw new Error(`The seed content has problems:\n- ${problems.join('\n- ')}`);
}

export async function isContentEmpty(db: Database): Promise<boolean> {
  const found = await Promise.all([
    db.select({ id: practitioners.id }).from(practitioners).limit(1),
    db.select({ id: articles.id }).from(articles).limit(1),
    db.select({ id: faqCategories.id }).from(faqCategories).limit(1),
  ]);
  return found.every((rows) => rows.length === 0);
}

/** Writes the content in one transaction; with `replace`, the content tables are emptied first. */
export async function seedContent(db: Database, content: SeedContent, { replace = false } = {}): Promise<SeedCounts> {
  checkSeedContent(content);
  if (replace) {
    await db.execute(
      sql`truncate ${articlePreviews}, ${articleSlugRedirects}, ${articleRevisions}, ${articleTags}, ${articles}, ${tags}, ${faqQuestions}, ${faqCategories}, ${practitioners}, ${practitionerListings} restart identity`,
    );
  }
  // Listings in batches, published as they are (the benchmark's directory holds tens of thousands).
  for (let start = 0; start < content.practitioners.length; start += batchSize) {
    await createPublishedListings({ db }, content.practitioners.slice(start, start + batchSize));
  }
  if (content.tags.length > 0) await db.insert(tags).values(content.tags.map(({ slug, name }) => ({ slug, name })));

  // Oldest first, so that ids grow with the publication date like they would in real use.
  const articlesInOrder = [...content.articles].sort((a, b) => a.publishedOn.localeCompare(b.publishedOn));
  for (const article of articlesInOrder) {
    await importPublishedArticle(
      { db },
      article.kind,
      {
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        body: article.body,
        tags: [...new Set(article.tags)],
        author: article.author ?? null,
        cover: null,
        medicalReview: article.medicalReview ?? article.kind === 'blog',
      },
      article.publishedOn,
    );
  }

  await db.transaction(async (transaction) => {
    for (const category of content.faqCategories) {
      const inserted = await insertFaqCategory(
        { db: transaction },
        {
          slug: category.slug,
          name: category.name,
          published: true,
        },
      );
      for (const question of category.questions) {
        await insertFaqQuestion({ db: transaction }, inserted.id, { ...question, published: true });
      }
    }
  });
  // Fresh statistics for the planner, and a visibility map so counts can use index-only scans.
  await db.execute(
    sql`vacuum (analyze) ${practitioners}, ${practitionerListings}, ${articles}, ${tags}, ${articleTags}, ${faqCategories}, ${faqQuestions}`,
  );
  return countContent(db);
}

export async function countContent(db: Database): Promise<SeedCounts> {
  const [[practitionerCount], [articleCount], [tagCount], [categoryCount], [questionCount]] = await Promise.all([
    db.select({ total: count() }).from(practitioners),
    db.select({ total: count() }).from(articles),
    db.select({ total: count() }).from(tags),
    db.select({ total: count() }).from(faqCategories),
    db.select({ total: count() }).from(faqQuestions),
  ]);
  return {
    practitioners: practitionerCount?.total ?? 0,
    articles: articleCount?.total ?? 0,
    tags: tagCount?.total ?? 0,
    faqCategories: categoryCount?.total ?? 0,
    faqQuestions: questionCount?.total ?? 0,
  };
}

/** On server start: fills a new database, leaves one that has content alone. */
export async function seedIfEmpty(db: Database, content: SeedContent): Promise<SeedCounts | null> {
  return (await isContentEmpty(db)) ? seedContent(db, content) : null;
}
