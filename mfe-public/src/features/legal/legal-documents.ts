/** The legal documents whose text lives in the `legal` i18n key, with the date each was last changed. */
export const legalDocuments = {
  privacy: { updatedOn: '2026-11-28' },
  terms: { updatedOn: '2026-11-01' },
  termsUpdate: { updatedOn: '2026-11-01' },
  testPrivacy: { updatedOn: '2026-11-25' },
} as const;

export type LegalDocumentKey = keyof typeof legalDocuments;

export interface LegalSection {
  /** The anchor of the section heading, used by the table of contents. */
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  closing?: string[];
}

/** Pages with this many sections or more get a table of contents. */
export const tableOfContentsThreshold = 5;
