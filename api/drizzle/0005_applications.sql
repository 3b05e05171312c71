CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "application_documents_kind_check" CHECK ("application_documents"."kind" in ('photo', 'cv', 'qualification', 'identity', 'classification', 'certificate'))
);
--> statement-breakpoint
CREATE TABLE "application_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"decision" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_reviews_decision_check" CHECK ("application_reviews"."decision" in ('accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"personal" jsonb,
	"professional" jsonb,
	"mobile" text,
	"rejection_reason" text,
	"last_submit_key" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "applications_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('draft', 'submitted', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_reviewer_id_accounts_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_application_id_index" ON "application_documents" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_single_kind_index" ON "application_documents" USING btree ("application_id","kind") WHERE "application_documents"."kind" <> 'certificate';--> statement-breakpoint
CREATE INDEX "application_reviews_application_id_index" ON "application_reviews" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_submitted_at_index" ON "applications" USING btree ("status","submitted_at");