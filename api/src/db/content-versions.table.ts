import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per table that a statement trigger raises on every change (see drizzle/0009), so that a process
 * can keep figures computed from the table (such as directory counts) for as long as the version holds.
 */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
