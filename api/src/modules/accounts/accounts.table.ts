import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@sakina/shared/contracts';

export type AccountRole = 'practitioner' | 'reviewer';

export type CodePurpose = 'confirm-email' | 'reset-password';

/** A person who signs in with email and password: practitioners who apply, and the team's reviewers. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case (checked), as emailSchema leaves it, so one address is one account whatever its case. */
    email: text('email').notNull().unique(),
    /** argon2id, in its PHC string form. */
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    role: text('role').$type<AccountRole>().notNull().default('practitioner'),
    /** The language the person registered in; their mail is written in it. */
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('accounts_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    check('accounts_role_check', sql`${table.role} in ('practitioner', 'reviewer')`),
    check('accounts_locale_check', sql`${table.locale} in ('ar', 'en')`),
  ],
);

/** A signed-in browser or app. The token itself is only ever in the cookie or Bearer header; the id is its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute limit: 12 hours after sign-in (src/security/session-limits.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request made with it (to the minute): the session ends after an idle hour (reviewers: 30 minutes). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_account_id_index').on(table.accountId)],
);

/**
 * A 6-digit code mailed to confirm an address or reset a password. The visitor waiting for it holds a
 * random ticket in a short-lived cookie; both the code and the ticket are stored as SHA-256 hashes.
 * A decoy stands in for a registration of a taken address or a reset of an unknown one: the visitor sees the
 * same pages as for a real code, no code can match it, and the address's owner got a mail instead.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a decoy, which names only the address typed. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The address a decoy was asked for (lower case); null on real codes, whose account has it. */
    email: text('email'),
    decoy: boolean('decoy').notNull().default(false),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the ticket in the visitor's `pending` cookie. */
    ticketHash: text('ticket_hash').notNull().unique(),
    /** When the current code was mailed: a resend waits 60 seconds after it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong entries of the current code; the fifth locks it until a new one is sent. */
    attempts: integer('attempts').notNull().default(0),
    /** A reset code once entered correctly: the same ticket may then set the new password, once. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_account_id_index').on(table.accountId, table.purpose),
    check('one_time_codes_purpose_check', sql`${table.purpose} in ('confirm-email', 'reset-password')`),
    check(
      'one_time_codes_owner_check',
      sql`(${table.decoy} and ${table.accountId} is null and ${table.email} is not null) or (not ${table.decoy} and ${table.accountId} is not null)`,
    ),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
