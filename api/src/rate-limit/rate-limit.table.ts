import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared counters of rate-limiter-flexible's Drizzle store, used when several API processes run on PostgreSQL. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
