CREATE TABLE "article_previews" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_previews" ADD CONSTRAINT "article_previews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_previews" ADD CONSTRAINT "article_previews_revision_id_article_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."article_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_previews_expires_at_index" ON "article_previews" USING btree ("expires_at");