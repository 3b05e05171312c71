import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repositoryRoot } from '../config';
import { articleInputSchema } from '../modules/articles/article-input';
import { faqCategoryInputSchema, faqQuestionInputSchema } from '../modules/faq/faq-editing.service';
import { listingInputSchema } from '../modules/listings/listing-input';
import type { SeedArticle, SeedFaqCategory, SeedPractitioner, SeedTag } from './content/types';

/** Where a fresh site's content lives: JSON files an editor could have written through the console. */
export const seedContentFolder = path.join(repositoryRoot, 'api', 'seed-content');

const isoDate = z.iso.date();

// The files are checked with the schemas the console's forms are: what a file holds, an editor could have saved.
const practitionerSchema = listingInputSchema
  .omit({
    photoMediaId: true,
    priceSar: true,
    position: true,
  })
  .extend({
    priceSar: z.number().int().positive(),
    rating: z.number().min(0).max(5),
    ratingCount: z.number().int().min(0),
    joinedOn: isoDate,
    urgent: z.boolean().default(false),
    registrationNumber: listingInputSchema.shape.registrationNumber.default(null),
    registrationExpiresOn: listingInputSchema.shape.registrationExpiresOn.default(null),
  });

const tagSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.object({ ar: z.string().min(1), en: z.string().min(1) }),
});

const articleSchema = articleInputSchema.omit({ medicalReview: true, author: true, cover: true }).extend({
  kind: z.enum(['blog', 'news']),
  publishedOn: isoDate,
  medicalReview: z.boolean().default(true),
  author: articleInputSchema.shape.author.default(null),
});

const faqSchema = faqCategoryInputSchema.omit({ published: true }).extend({
  questions: z.array(faqQuestionInputSchema.omit({ published: true })),
});

function readJson<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success)
    throw new Error(`${file} does not hold what the seed expects:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export interface SeedFiles {
  practitioners: SeedPractitioner[];
  tags: SeedTag[];
  articles: SeedArticle[];
  faqCategories: SeedFaqCategory[];
}

/** Reads and checks every file; a mistake names its file and field before anything is written. */
export function readSeedContent(folder = seedContentFolder): SeedFiles {
  const articlesFolder = path.join(folder, 'articles');
  return {
    practitioners: readJson(path.join(folder, 'practitioners.json'), z.array(practitionerSchema)),
    tags: readJson(path.join(folder, 'tags.json'), z.array(tagSchema)),
    faqCategories: readJson(path.join(folder, 'faq.json'), z.array(faqSchema)),
    articles: readdirSync(articlesFolder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => readJson(path.join(articlesFolder, name), articleSchema)),
  };
}
