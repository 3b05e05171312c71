import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@sakina/shared/contracts';

/** Requests for the corporate service sent from /business/register; the business team follows them up. */
export const businessRequests = pgTable(
  'business_requests',
  {
    id: serial('id').primaryKey(),
    institutionName: text('institution_name').notNull(),
    beneficiaryCount: integer('beneficiary_count').notNull(),
    branchCount: integer('branch_count').notNull(),
    employeeName: text('employee_name').notNull(),
    position: text('position').notNull(),
    /** E.164, e.g. +966501234567. */
    phone: text('phone').notNull(),
    /** Dialing code without the plus, e.g. 966. */
    dialCode: text('dial_code').notNull(),
    email: text('email').notNull(),
    /** The language the requester wrote from, used for the acknowledgement. */
    locale: text('locale').$type<Locale>().notNull(),
    /** One per form fill: a repeated submit finds the first request instead of storing a second. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the team's copy was sent; a row without it was cut off before that (swept at start). */
    teamNotifiedAt: timestamp('team_notified_at', { withTimezone: true }),
    /** When a repeat of the same fill took over sending the team's copy, its first sender being cut off. */
    teamMailClaimedAt: timestamp('team_mail_claimed_at', { withTimezone: true }),
  },
  (table) => [
    check('business_requests_locale_check', sql`${table.locale} in ('ar', 'en')`),
    check('business_requests_counts_check', sql`${table.beneficiaryCount} > 0 and ${table.branchCount} > 0`),
    index('business_requests_created_at_index').on(table.createdAt.desc()),
  ],
);

export type BusinessRequestRow = typeof businessRequests.$inferSelect;
