-- Written by hand (drizzle-kit does not manage triggers): every statement that changes practitioners raises
-- their version, which tells each API process that the directory counts it keeps are out of date.
INSERT INTO "content_versions" ("name", "version") VALUES ('practitioners', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "raise_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "practitioners_raise_version" AFTER INSERT OR UPDATE OR DELETE ON "practitioners"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('practitioners');
--> statement-breakpoint
CREATE TRIGGER "practitioners_truncate_raises_version" AFTER TRUNCATE ON "practitioners"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('practitioners');
