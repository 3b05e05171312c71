import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Localized, LocalizedList } from '../common/localized';
import type {
  ClassificationLevel,
  CommunicationStyle,
  ConsultationType,
  Gender,
  PractitionerCategory,
} from '../practitioners/practitioner';

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
    category: text('category').$type<PractitionerCategory>().notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    bio: jsonb('bio').$type<Localized>().notNull(),
    specializations: jsonb('specializations').$type<LocalizedList>().notNull(),
    secondarySpecialties: jsonb('secondary_specialties').$type<LocalizedList>().notNull(),
    /** ISO 639-1 codes. */
    languages: text('languages').array().notNull(),
    education: jsonb('education').$type<LocalizedList>().notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    consultationTypes: text('consultation_types').array().$type<ConsultationType[]>().notNull(),
    communicationStyles: text('communication_styles').array().$type<CommunicationStyle[]>().notNull(),
    classified: boolean('classified').notNull(),
    classificationLevel: text('classification_level').$type<ClassificationLevel>(),
    registrationNumber: text('registration_number'),
    registrationExpiresOn: date('registration_expires_on'),
    registrationVerifiedOn: date('registration_verified_on').notNull(),
    photoMediaId: uuid('photo_media_id'),
    /** What the platform owns: the price per 30 minutes (null until an editor sets it), urgent consultations, order. */
    priceSar: integer('price_sar'),
    urgent: boolean('urgent').notNull().default(false),
    position: integer('position'),
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    joinedOn: date('joined_on').notNull(),
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
