CREATE TABLE "business_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_name" text NOT NULL,
	"beneficiary_count" integer NOT NULL,
	"branch_count" integer NOT NULL,
	"employee_name" text NOT NULL,
	"position" text NOT NULL,
	"phone" text NOT NULL,
	"dial_code" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "business_requests_locale_check" CHECK ("business_requests"."locale" in ('ar', 'en')),
	CONSTRAINT "business_requests_counts_check" CHECK ("business_requests"."beneficiary_count" > 0 and "business_requests"."branch_count" > 0)
);
--> statement-breakpoint
CREATE INDEX "business_requests_created_at_index" ON "business_requests" USING btree ("created_at" DESC NULLS LAST);