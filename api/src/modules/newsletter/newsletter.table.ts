import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@sakina/shared/contracts';

export type NewsletterStatus = 'subscribed' | 'unsubscribed';

/** One row per address, kept after unsubscribing so the personal link keeps working (resubscribe). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower case, as emailSchema leaves it. */
    email: text('email').notNull().unique(),
    /** The language of the page the reader subscribed from; newsletter mail is written in it. */
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<NewsletterStatus>().notNull(),
    /** Personal, random, in every newsletter mail's unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('newsletter_subscribers_status_check', sql`${table.status} in ('subscribed', 'unsubscribed')`),
    check('newsletter_subscribers_locale_check', sql`${table.locale} in ('ar', 'en')`),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
