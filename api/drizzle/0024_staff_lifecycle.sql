ALTER TABLE "staff_members" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;