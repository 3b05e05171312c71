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
    index('practitioners_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
    // The directory's filters and the terms a search names (concerns, languages, channels, consultation types).
    index('practitioners_concerns_index').using('gin', table.concerns),
    index('practitioners_languages_index').using('gin', table.languages),
    index('practitioners_communication_styles_index').using('gin', table.communicationStyles),
    index('practitioners_consultation_types_index').using('gin', table.consultationTypes),
    // Also practitioners_filter_search_index (category, gender) INCLUDE (search_text): see drizzle/0007.
    index('practitioners_joined_on_index').on(table.joinedOn.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('practitioners_rating_index').on(table.rating.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('practitioners_price_index').on(table.priceSar, table.id),
  ],
);
