// The seed content's shapes, written in terms of the domain's types (the modules own them).
import type { Localized, LocalizedList, LocalizedRichText } from '../../modules/common/localized';
import type { PractitionerListing } from '../../modules/practitioners/practitioner';

export type { Localized, LocalizedList };

/** A listing of the seed: the directory's demonstration practitioners, published as they are. */
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
  body: LocalizedRichText;
  /** Tag slugs. */
  tags: string[];
  /** YYYY-MM-DD */
  publishedOn: string;
  author?: Localized | null;
  /** Health content (blog articles): shown as medically reviewed only once a reviewer approves a revision. */
  medicalReview?: boolean;
}

export interface SeedFaqCategory {
  slug: string;
  name: Localized;
  questions: { question: Localized; answer: Localized }[];
}
