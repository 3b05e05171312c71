// The seed content's shapes, written in terms of the domain's types (the modules own them).
import type { Localized, LocalizedList } from '../../modules/common/localized';
import type { PractitionerListing } from '../../modules/practitioners/practitioner';

export type { Localized, LocalizedList };

/** A listing of the seed: the directory's demonstration practitioners. */
export type SeedPractitioner = PractitionerListing;

export interface SeedTag {
  slug: string;
  name: Localized;
}

export interface SeedArticle {
  slug: string;
  kind: 'blog' | 'news';
  title: Localized;
  summary: Localized;
  body: LocalizedList;
  /** Tag slugs. */
  tags: string[];
  /** YYYY-MM-DD */
  publishedOn: string;
}

export interface SeedFaqCategory {
  slug: string;
  name: Localized;
  questions: { question: Localized; answer: Localized }[];
}
