ALTER TABLE "contact_messages" ADD COLUMN "team_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_requests" ADD COLUMN "team_notified_at" timestamp with time zone;--> statement-breakpoint
-- Rows stored before this column were sent to the team (a failed send removed its row): they are whole.
UPDATE "contact_messages" SET "team_notified_at" = "created_at";--> statement-breakpoint
UPDATE "business_requests" SET "team_notified_at" = "created_at";
