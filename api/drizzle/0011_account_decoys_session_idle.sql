ALTER TABLE "one_time_codes" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "decoy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_owner_check" CHECK (("one_time_codes"."decoy" and "one_time_codes"."account_id" is null and "one_time_codes"."email" is not null) or (not "one_time_codes"."decoy" and "one_time_codes"."account_id" is not null));