import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { practitionerProfileColumns } from '../practitioners/practitioners.table';

/**
 * Where a listing stands: drafted from an accepted application, published by an editor (the directory shows it),
 * unlisted by one, or taken off when the registration expires.
 */
export type ListingStatus = 'draft' | 'published' | 'unlisted' | 'expired';

/**
 * A practitioner's listing as editors keep it. Publishing copies it into the directory (practitioners, same id);
 * unlisting or expiry removes it from there.
 */
export const practitionerListings = pgTable(
  'practitioner_listings',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<ListingStatus>().notNull().default('draft'),
    /** The accepted application it was drafted from; null for the seed's listings. */
    applicationId: uuid('application_id').unique(),
    ...practitionerProfileColumns(),
    /** What the platform owns: the price per 30 minutes (null until an editor sets it), urgent consultations, order. */
    priceSar: integer('price_sar'),
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Moves on every change staff make: a save naming an older version is refused. */
    version: integer('version').notNull().default(1),
    /** Staff were told the registration expired (once). */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('practitioner_listings_status_check', sql`${table.status} in ('draft', 'published', 'unlisted', 'expired')`),
    index('practitioner_listings_status_index').on(table.status, table.updatedAt),
    index('practitioner_listings_expiry_index')
      .on(table.registrationExpiresOn)
      .where(sql`${table.status} = 'published'`),
  ],
);

export type PractitionerListingRow = typeof practitionerListings.$inferSelect;
