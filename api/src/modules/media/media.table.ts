import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MediaPurpose = 'content' | 'photo';

/**
 * An image the platform publishes (an article's picture, a practitioner's photo), stored as WebP at a few widths
 * under media/<id>/<width>.webp with its metadata (EXIF) stripped. Public once referenced by published content.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<MediaPurpose>().notNull(),
    /** The original's size after rotation: pages reserve the space, so nothing shifts as it loads. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths stored, ascending. */
    widths: integer('widths').array().notNull(),
    /** The staff member who uploaded it; null when it came from an application or the seed. */
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('media_assets_purpose_check', sql`${table.purpose} in ('content', 'photo')`),
    check('media_assets_size_check', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
