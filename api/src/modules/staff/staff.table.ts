import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications.table';
import type { Localized } from '../common/localized';

export type StaffRole = 'reviewer' | 'support' | 'editor' | 'medical_reviewer' | 'admin';

export type InboxKind = 'contact' | 'business';

export type InboxState = 'new' | 'in-progress' | 'done';

/** Every action the audit trail records (the GraphQL enum StaffAuditAction lists the same, in this order). */
export const auditActions = [
  // Reads of personal data by staff (a read that fails, not found or refused, records nothing).
  'application-viewed',
  'document-viewed',
  'review-queue-viewed',
  'inbox-viewed',
  'inbox-item-viewed',
  'staff-listed',
  'audit-viewed',
  'listings-viewed',
  'listing-viewed',
  'application-claimed',
  'application-released',
  'application-accepted',
  'application-rejected',
  'message-state-changed',
  'message-note-changed',
  'message-holder-changed',
  'staff-created',
  'staff-disabled',
  'staff-enabled',
  'staff-role-changed',
  'staff-reset',
  'sessions-revoked',
  // Sign-in events.
  'signed-in',
  'sign-in-failed',
  /** The first sign-in refused because the address ran out of tries (one entry a lock-out, not one a refusal). */
  'locked-out',
  /** Signed in with a recovery code (instead of signed-in): the code is used up. */
  'recovery-code-used',
  'signed-out',
  /** Set-up finished: a password and an authenticator app, first or after a reset. */
  'totp-enrolled',
  'content-saved',
  'content-submitted',
  'content-approved',
  'content-returned',
  'content-scheduled',
  'content-published',
  'content-unpublished',
  'content-restored',
  /** A preview link to an article's working copy (it opens the unpublished text to whoever holds it, for an hour). */
  'content-previewed',
  'media-uploaded',
  'listing-drafted',
  'listing-saved',
  'listing-published',
  'listing-unlisted',
  'listing-expired',
  /** By the applicant themselves (no staff id), named by a pseudonym: see privacy/pseudonym.ts. */
  'account-data-exported',
  'account-erased',
  'audit-exported',
  'token-created',
  'token-used',
  'token-revoked',
  /** By a consultation app with a documents service key (no staff id; the key's fingerprint in service_key). */
  'document-issued',
  'document-revoked',
  'document-link-created',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What a staff API token may do, within its member's role: read the review queue, or claim and decide too. */
export type StaffTokenScope = 'review:read' | 'review:decide';

export const auditRecordKinds = [
  'application',
  'document',
  'contact',
  'business',
  'staff',
  'article',
  'faq',
  'listing',
  'media',
  /** An applicant's account, named by a pseudonym (a keyed hash of the address), never by the address. */
  'account',
  /** A period of the trail itself (`from/to`), as an admin exported it. */
  'audit',
  'token',
  /** A document a consultation app issued (api/modules/issued-documents). */
  'issued-document',
] as const;
export type AuditRecordKind = (typeof auditRecordKinds)[number];

/**
 * The platform's own people (console): a table of their own, so no practitioner session or account can ever
 * be one. Created with a one-time set-up link; the member then chooses a password and enrols a TOTP app.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case (checked). */
    email: text('email').notNull().unique(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id; null until the set-up is completed. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret: pending while totpEnrolledAt is null. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    lastTotpStep: integer('last_totp_step'),
    /** SHA-256 of the set-up link's token; null once used. */
    setupTokenHash: text('setup_token_hash').unique(),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    /** The name public pages show for the member's work (a medical reviewer's "Reviewed by …"). */
    publicName: jsonb('public_name').$type<Localized>(),
    /** Set while the member may not sign in (their sessions were ended and set-up link cleared when it was set). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Moves on every change an admin sees (role, disabled, set-up): an admin's change names the one they saw. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_members_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    check(
      'staff_members_role_check',
      sql`${table.role} in ('reviewer', 'support', 'editor', 'medical_reviewer', 'admin')`,
    ),
  ],
);

/** Single-use codes for signing in without the TOTP app; stored as SHA-256 (they are random, not chosen). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_id_index').on(table.staffId)],
);

/** A signed-in console: 30 idle minutes, 12 hours at most. The id is the SHA-256 of the cookie's token. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_id_index').on(table.staffId)],
);

/**
 * Who holds an application in the review queue. `revision` moves on every claim and release: with the
 * application's updated_at it makes the version a decision must name.
 */
export const staffApplicationClaims = pgTable('staff_application_claims', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  holderId: uuid('holder_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  revision: integer('revision').notNull().default(0),
});

/** The team's handling of a contact message or business request; no row yet means 'new'. */
export const staffInboxItems = pgTable(
  'staff_inbox_items',
  {
    kind: text('kind').$type<InboxKind>().notNull(),
    recordId: integer('record_id').notNull(),
    state: text('state').$type<InboxState>().notNull().default('new'),
    holderId: uuid('holder_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.recordId] }),
    check('staff_inbox_items_kind_check', sql`${table.kind} in ('contact', 'business')`),
    check('staff_inbox_items_state_check', sql`${table.state} in ('new', 'in-progress', 'done')`),
  ],
);

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): who did or saw what, when, from where. Each entry is
 * chained to the one before it by a trigger (drizzle/0025): its place in the chain, the previous entry's hash, and
 * its own hash over both and its fields, so a changed or deleted entry is found (audit-chain.ts).
 */
export const staffAuditEvents = pgTable(
  'staff_audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a failed sign-in with an address that is no staff member's. */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    action: text('action').$type<AuditAction>().notNull(),
    recordKind: text('record_kind').$type<AuditRecordKind>(),
    recordId: text('record_id'),
    /** The client's address (personal data: shown to admins here, never written to a log). */
    ip: text('ip').notNull(),
    /** The staff API token the member acted through (the command line); null in the console. No foreign key: rows never change. */
    tokenId: uuid('token_id'),
    /** The documents service key a consultation app acted with (no staff id then): 16 hex digits of its SHA-256. */
    serviceKey: text('service_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the chain's trigger, never by the application. */
    seq: bigint('seq', { mode: 'number' }),
    previousHash: text('previous_hash'),
    hash: text('hash'),
  },
  (table) => [
    uniqueIndex('staff_audit_events_seq_index').on(table.seq),
    index('staff_audit_events_staff_id_index').on(table.staffId, table.id),
    index('staff_audit_events_record_index').on(table.recordKind, table.recordId, table.id),
  ],
);

/**
 * A member's personal API token for operator commands (`npm run review`): scoped, expiring, revocable. Only the
 * SHA-256 of the token is stored; the token itself is shown once, when it is made.
 */
export const staffApiTokens = pgTable(
  'staff_api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scopes: text('scopes').array().$type<StaffTokenScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_api_tokens_staff_id_index').on(table.staffId)],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffAuditEventRow = typeof staffAuditEvents.$inferSelect;
export type StaffInboxItemRow = typeof staffInboxItems.$inferSelect;
export type StaffApiTokenRow = typeof staffApiTokens.$inferSelect;
