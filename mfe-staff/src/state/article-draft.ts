import type { LocalizedTextInput } from '@sakina/shared/graphql';
import type { RichDocument } from '@sakina/shared/rich-content';

/** An article's cover as the form holds it: the uploaded image and its description in both languages. */
export interface ArticleCoverDraft {
  media: string;
  alt: LocalizedTextInput;
}

/** What an editor typed in an article's form and has not saved yet, both languages' documents included. */
export interface ArticleDraft {
  /** The version the editor opened (0 for a new article): a change names it, and the API refuses a stale one. */
  version: number;
  slug: string;
  title: LocalizedTextInput;
  summary: LocalizedTextInput;
  /** Empty in both languages: no author line. */
  author: LocalizedTextInput;
  body: { ar: RichDocument; en: RichDocument };
  /** Tag ids. */
  tags: string[];
  cover: ArticleCoverDraft | null;
  medicalReview: boolean;
}
