import type { DocumentLanguage, IssuedDocumentKind } from '@sakina/shared/validation';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The platform as printed on a document when it was issued (a later change of name or VAT number keeps it). */
export interface IssuedDocumentPlatform {
  nameAr: string;
  nameEn: string;
  vatNumber: string;
  licence: string;
}

/** The issuer as they were when the document was issued. */
export interface IssuedDocumentIssuer {
  name: { ar: string; en: string };
  /** Their title and classification, e.g. Consultant Psychiatrist. */
  title: { ar: string; en: string };
  category: 'physician' | 'psychotherapist' | 'therapist';
}

/**
 * A document the consultation apps issued: its content is the kind's schema output (validated JSON), kept as
 * issued. A document is never edited; it can only be revoked, which ends every link to it.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Numbers invoices (INV-000042) in the order they were issued. */
    sequence: serial('sequence').notNull().unique(),
    kind: text('kind').$type<IssuedDocumentKind>().notNull(),
    language: text('language').$type<DocumentLanguage>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The directory's id of the issuer when the document was issued. Not a foreign key: a document outlives the
     * directory row (content can be re-seeded, a practitioner can leave), and `issuer` keeps who they were.
     */
    issuerPractitionerId: integer('issuer_practitioner_id').notNull(),
    issuer: jsonb('issuer').$type<IssuedDocumentIssuer>().notNull(),
    /** The app's reference of the person it is about: links one person's results, never shown. */
    subjectReference: text('subject_reference').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    platform: jsonb('platform').$type<IssuedDocumentPlatform>().notNull(),
    /** Printed on the document and typed on /verify/<code>. */
    verificationCode: text('verification_code').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('issued_documents_language_check', sql`${table.language} in ('ar', 'en')`),
    index('issued_documents_subject_index').on(table.subjectReference, table.kind, table.issuedAt),
  ],
);

export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;
