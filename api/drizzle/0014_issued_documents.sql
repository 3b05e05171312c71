CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" serial NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issuer_practitioner_id" integer NOT NULL,
	"issuer" jsonb NOT NULL,
	"subject_reference" text NOT NULL,
	"content" jsonb NOT NULL,
	"platform" jsonb NOT NULL,
	"verification_code" text NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "issued_documents_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "issued_documents_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "issued_documents_language_check" CHECK ("issued_documents"."language" in ('ar', 'en'))
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issuer_practitioner_id_practitioners_id_fk" FOREIGN KEY ("issuer_practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_subject_index" ON "issued_documents" USING btree ("subject_reference","kind","issued_at");