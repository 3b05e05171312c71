-- Written by hand (drizzle-kit does not manage triggers): every statement that changes articles or the FAQ
-- raises the 'content' version, which ends the life of the pages the server rendered from them.
INSERT INTO "content_versions" ("name", "version") VALUES ('content', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "articles_raise_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('content');
--> statement-breakpoint
CREATE TRIGGER "article_tags_raise_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('content');
--> statement-breakpoint
CREATE TRIGGER "tags_raise_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('content');
--> statement-breakpoint
CREATE TRIGGER "faq_categories_raise_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('content');
--> statement-breakpoint
CREATE TRIGGER "faq_questions_raise_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('content');
