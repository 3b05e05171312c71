CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"dial_code" text NOT NULL,
	"reason" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('subscribed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_locale_check" CHECK ("newsletter_subscribers"."locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_index" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);