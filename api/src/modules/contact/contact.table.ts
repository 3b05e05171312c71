import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactReason } from '@sakina/shared/validation';
import type { Locale } from '@sakina/shared/contracts';

/** Messages sent from the contact page; the team reads them from its inbox, this is the record. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, e.g. +966501234567. */
    phone: text('phone').notNull(),
    /** Dialing code without the plus, e.g. 966. */
    dialCode: text('dial_code').notNull(),
    reason: text('reason').$type<ContactReason>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the sender wrote from, used for the acknowledgement. */
    locale: text('locale').$type<Locale>().notNull(),
    /** One per form fill: a repeated submit finds the first message instead of storing a second. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the team's copy was sent; a row without it was cut off before that (swept at start). */
    teamNotifiedAt: timestamp('team_notified_at', { withTimezone: true }),
    /** When a repeat of the same fill took over sending the team's copy, its first sender being cut off. */
    teamMailClaimedAt: timestamp('team_mail_claimed_at', { withTimezone: true }),
  },
  (table) => [
    check('contact_messages_locale_check', sql`${table.locale} in ('ar', 'en')`),
    index('contact_messages_created_at_index').on(table.createdAt.desc()),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
