import type { DocumentKind, PersonalInformation, ProfessionalInformation } from '@sakina/shared/validation';
import type { RejectionReasonKey } from '@sakina/shared/vocabulary';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

export type ApplicationStatus = 'draft' | 'submitted' | 'accepted' | 'rejected';

export type ReviewDecision = 'accepted' | 'rejected';

/**
 * A practitioner's application: one per account, so a repeated submit can never make a second one.
 * Each step is stored as its schema's output (a draft until submitted).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    personal: jsonb('personal').$type<PersonalInformation>(),
    professional: jsonb('professional').$type<ProfessionalInformation>(),
    /** E.164 copy of personal.mobile: 'Phone number is already registered.' when another applicant has it. */
    mobile: text('mobile').unique(),
    /** The prepared reason a rejection names, by its key; null for a rejection before keys were stored. */
    rejectionReasonKey: text('rejection_reason_key').$type<RejectionReasonKey>(),
    /** The reviewer's own words, as written (before keys were stored: the whole reason, in the applicant's language). */
    rejectionReason: text('rejection_reason'),
    /** The idempotency key of the last submit: the same key again changes nothing. */
    lastSubmitKey: text('last_submit_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('applications_status_check', sql`${table.status} in ('draft', 'submitted', 'accepted', 'rejected')`),
    index('applications_status_submitted_at_index').on(table.status, table.submittedAt),
  ],
);

/** An uploaded file. The bytes live in the upload store under applications/<storageKey>, never under a public path. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** The name the file had on the applicant's device, cleaned; shown to people, never used as a path. */
    fileName: text('file_name').notNull(),
    /** Detected from the content (magic bytes), not from the name or the browser's claim. */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_documents_application_id_index').on(table.applicationId, table.createdAt),
    // Each kind but certificates holds one file: uploading another replaces it.
    uniqueIndex('application_documents_single_kind_index')
      .on(table.applicationId, table.kind)
      .where(sql`${table.kind} <> 'certificate'`),
    check(
      'application_documents_kind_check',
      sql`${table.kind} in ('photo', 'cv', 'qualification', 'identity', 'classification', 'certificate')`,
    ),
  ],
);

/** Every decision a reviewer took, newest last: an application rejected and resubmitted has several. */
export const applicationReviews = pgTable(
  'application_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => accounts.id, { onDelete: 'set null' }),
    decision: text('decision').$type<ReviewDecision>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_reviews_application_id_index').on(table.applicationId, table.createdAt),
    check('application_reviews_decision_check', sql`${table.decision} in ('accepted', 'rejected')`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationDocumentRow = typeof applicationDocuments.$inferSelect;
export type ApplicationReviewRow = typeof applicationReviews.$inferSelect;
