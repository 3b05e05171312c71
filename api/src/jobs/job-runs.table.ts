import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per run of a scheduled job and time slot (`expire-listings` / `2026-11-26T22:05`): the server whose
 * insert lands runs it, the others skip, so a job runs once however many servers share the database.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.slot] })],
);
