import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
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
} from './practitioner';

export type { CommunicationStyle, ConsultationType, Gender };

/**
 * A practitioner's profile as both the directory (below) and the editors' listings (listings.table.ts) keep it:
 * one definition, so a published listing and its directory row always have the same shape.
 */
export function practitionerProfileColumns() {
  return {
    category: text('category').$type<PractitionerCategory>().notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    bio: jsonb('bio').$type<Localized>().notNull(),
    specializations: jsonb('specializations').$type<LocalizedList>().notNull(),
    secondarySpecialties: jsonb('secondary_specialties').$type<LocalizedList>().notNull(),
    /** Keys of the concerns vocabulary (@sakina/shared/vocabulary) the practitioner helps with, the main ones first. */
    concerns: text('concerns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull(),
    education: jsonb('education').$type<LocalizedList>().notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    consultationTypes: text('consultation_types').array().$type<ConsultationType[]>().notNull(),
    communicationStyles: text('communication_styles').array().$type<CommunicationStyle[]>().notNull(),
    classified: boolean('classified').notNull(),
    classificationLevel: text('classification_level').$type<ClassificationLevel>(),
    registrationVerifiedOn: date('registration_verified_on').notNull(),
    joinedOn: date('joined_on').notNull(),
    /** The photo (media_assets, purpose 'photo'); null: initials are shown. */
    photoMediaId: uuid('photo_media_id'),
    /** Takes urgent consultations (the platform decides). */
    urgent: boolean('urgent').notNull().default(false),
    /** The editors' order where the site features practitioners: lower first; null after every ordered one. */
    position: integer('position'),
    /** The professional registration (SCFHS) the licence panel shows. */
    registrationNumber: text('registration_number'),
    registrationExpiresOn: date('registration_expires_on'),
  };
}

/**
 * The directory: the published practitioners only, as visitors see them (the listings module writes a row when an
 * editor publishes a listing and removes it when the listing is unlisted or expires; the id is the listing's).
 */
export const practitioners = pgTable(
  'practitioners',
  {
    id: integer('id').primaryKey(),
    ...practitionerProfileColumns(),
    rating: doublePrecision('rating').notNull(),
    ratingCount: integer('rating_count').notNull(),
    /** SAR per 30-minute session. */
    priceSar: integer('price_sar').notNull(),
    /** Names and specializations in both languages, folded by normalizeForSearch. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('practitioners_category_check', sql`${table.category} in ('physician', 'psychotherapist', 'therapist')`),
    check('practitioners_gender_check', sql`${table.gender} in ('male', 'female')`),
    check('practitioners_rating_check', sql`${table.rating} between 0 and 5`),
    // No other index: the directory is read whole into each process's copy (directory-copy.ts), by id.
  ],
);
