CREATE TABLE "practitioners" (
	"id" serial PRIMARY KEY NOT NULL,
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
	"rating" double precision NOT NULL,
	"rating_count" integer NOT NULL,
	"price_sar" integer NOT NULL,
	"consultation_types" text[] NOT NULL,
	"communication_styles" text[] NOT NULL,
	"classified" boolean NOT NULL,
	"classification_level" text,
	"registration_verified_on" date NOT NULL,
	"joined_on" date NOT NULL,
	"photo_url" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioners_category_check" CHECK ("practitioners"."category" in ('physician', 'psychotherapist', 'therapist')),
	CONSTRAINT "practitioners_gender_check" CHECK ("practitioners"."gender" in ('male', 'female')),
	CONSTRAINT "practitioners_rating_check" CHECK ("practitioners"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_on" date NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_kind_check" CHECK ("articles"."kind" in ('blog', 'news'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "faq_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"position" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practitioners_search_text_index" ON "practitioners" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practitioners_category_gender_index" ON "practitioners" USING btree ("category","gender");--> statement-breakpoint
CREATE INDEX "practitioners_joined_on_index" ON "practitioners" USING btree ("joined_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "practitioners_rating_index" ON "practitioners" USING btree ("rating" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "practitioners_price_index" ON "practitioners" USING btree ("price_sar","id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_index" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_kind_published_on_index" ON "articles" USING btree ("kind","published_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "faq_questions_category_index" ON "faq_questions" USING btree ("category_id","position");