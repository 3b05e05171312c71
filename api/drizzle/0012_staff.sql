CREATE TABLE "staff_application_claims" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"holder_id" uuid,
	"claimed_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"action" text NOT NULL,
	"record_kind" text,
	"record_id" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_inbox_items" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"holder_id" uuid,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_inbox_items_kind_record_id_pk" PRIMARY KEY("kind","record_id"),
	CONSTRAINT "staff_inbox_items_kind_check" CHECK ("staff_inbox_items"."kind" in ('contact', 'business')),
	CONSTRAINT "staff_inbox_items_state_check" CHECK ("staff_inbox_items"."state" in ('new', 'in-progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_enrolled_at" timestamp with time zone,
	"last_totp_step" integer,
	"setup_token_hash" text,
	"setup_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_members_setup_token_hash_unique" UNIQUE("setup_token_hash"),
	CONSTRAINT "staff_members_email_lower_case_check" CHECK ("staff_members"."email" = lower("staff_members"."email")),
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('reviewer', 'support', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_application_claims" ADD CONSTRAINT "staff_application_claims_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_application_claims" ADD CONSTRAINT "staff_application_claims_holder_id_staff_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inbox_items" ADD CONSTRAINT "staff_inbox_items_holder_id_staff_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_events_staff_id_index" ON "staff_audit_events" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_events_record_index" ON "staff_audit_events" USING btree ("record_kind","record_id","id");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_id_index" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_index" ON "staff_sessions" USING btree ("staff_id");