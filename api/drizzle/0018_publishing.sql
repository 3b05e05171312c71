CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"number" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"author" jsonb,
	"cover" jsonb,
	"tags" text[] NOT NULL,
	"saved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approver_name" jsonb,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "article_slug_redirects" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "article_slug_redirects_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_purpose_check" CHECK ("media_assets"."purpose" in ('content', 'photo')),
	CONSTRAINT "media_assets_size_check" CHECK ("media_assets"."width" > 0 and "media_assets"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"slot" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
CREATE TABLE "practitioner_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"application_id" uuid,
	"category" text NOT NULL,
	"gender" text NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"specializations" jsonb NOT NULL,
	"secondary_specialties" jsonb NOT NULL,
	"languages" text[] NOT NULL,
	"education" jsonb NOT NULL,
	"years_of_experience" integer NOT NULL,
	"consultation_types" text[] NOT NULL,
	"communication_styles" text[] NOT NULL,
	"classified" boolean NOT NULL,
	"classification_level" text,
	"registration_number" text,
	"registration_expires_on" date,
	"registration_verified_on" date NOT NULL,
	"photo_media_id" uuid,
	"price_sar" integer,
	"urgent" boolean DEFAULT false NOT NULL,
	"position" integer,
	"rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"joined_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"expiry_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_listings_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "practitioner_listings_status_check" CHECK ("practitioner_listings"."status" in ('draft', 'published', 'unlisted', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "staff_members" DROP CONSTRAINT "staff_members_role_check";--> statement-breakpoint
DROP INDEX "articles_kind_published_on_index";--> statement-breakpoint
ALTER TABLE "practitioners" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "photo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "registration_expires_on" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "medical_review" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "working_revision_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published_revision_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reviewed_by" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reviewed_on" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "public_name" jsonb;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slug_redirects" ADD CONSTRAINT "article_slug_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_number_index" ON "article_revisions" USING btree ("article_id","number");--> statement-breakpoint
CREATE INDEX "practitioner_listings_status_index" ON "practitioner_listings" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "practitioner_listings_expiry_index" ON "practitioner_listings" USING btree ("registration_expires_on") WHERE "practitioner_listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "articles_scheduled_for_index" ON "articles" USING btree ("scheduled_for") WHERE "articles"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "articles_kind_published_on_index" ON "articles" USING btree ("kind","published_on" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."listed";--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'in_review', 'approved', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('reviewer', 'support', 'editor', 'medical_reviewer', 'admin'));--> statement-breakpoint
-- Written by hand from here. The directory's id is now its listing's: no sequence of its own.
ALTER TABLE "practitioners" ALTER COLUMN "id" DROP DEFAULT;
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "practitioners_id_seq";
--> statement-breakpoint
-- What was live before publishing existed stays live: each practitioner gets its published listing, same id.
INSERT INTO "practitioner_listings" ("id", "status", "category", "gender", "name", "title", "bio", "specializations",
  "secondary_specialties", "languages", "education", "years_of_experience", "consultation_types",
  "communication_styles", "classified", "classification_level", "registration_verified_on", "price_sar", "rating",
  "rating_count", "joined_on", "created_at")
SELECT "id", 'published', "category", "gender", "name", "title", "bio", "specializations", "secondary_specialties",
  "languages", "education", "years_of_experience", "consultation_types", "communication_styles", "classified",
  "classification_level", "registration_verified_on", "price_sar", "rating", "rating_count", "joined_on", "created_at"
FROM "practitioners";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('practitioner_listings', 'id'),
  greatest((SELECT max("id") FROM "practitioner_listings"), 1), (SELECT count(*) > 0 FROM "practitioner_listings"));
--> statement-breakpoint
-- Each article is published as its first revision, its paragraphs turned into a rich-text document per language.
UPDATE "articles" SET
  "status" = 'published',
  "listed" = true,
  "medical_review" = ("kind" = 'blog'),
  "body" = jsonb_build_object(
    'ar', jsonb_build_object('type', 'doc', 'content', coalesce((
      SELECT jsonb_agg(jsonb_build_object('type', 'paragraph', 'content',
        jsonb_build_array(jsonb_build_object('type', 'text', 'text', paragraph.value))) ORDER BY paragraph.ordinality)
      FROM jsonb_array_elements_text("body" -> 'ar') WITH ORDINALITY AS paragraph
      WHERE paragraph.value <> ''), '[]'::jsonb)),
    'en', jsonb_build_object('type', 'doc', 'content', coalesce((
      SELECT jsonb_agg(jsonb_build_object('type', 'paragraph', 'content',
        jsonb_build_array(jsonb_build_object('type', 'text', 'text', paragraph.value))) ORDER BY paragraph.ordinality)
      FROM jsonb_array_elements_text("body" -> 'en') WITH ORDINALITY AS paragraph
      WHERE paragraph.value <> ''), '[]'::jsonb)));
--> statement-breakpoint
INSERT INTO "article_revisions" ("article_id", "number", "slug", "title", "summary", "body", "tags", "created_at")
SELECT "articles"."id", 1, "articles"."slug", "articles"."title", "articles"."summary", "articles"."body",
  coalesce((SELECT array_agg("tags"."slug" ORDER BY "tags"."slug") FROM "article_tags"
    INNER JOIN "tags" ON "tags"."id" = "article_tags"."tag_id"
    WHERE "article_tags"."article_id" = "articles"."id"), '{}'),
  "articles"."created_at"
FROM "articles";
--> statement-breakpoint
UPDATE "articles" SET "working_revision_id" = "article_revisions"."id", "published_revision_id" = "article_revisions"."id"
FROM "article_revisions" WHERE "article_revisions"."article_id" = "articles"."id";
