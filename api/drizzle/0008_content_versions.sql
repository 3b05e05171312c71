CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
