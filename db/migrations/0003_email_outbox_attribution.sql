CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD COLUMN "referrer" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_unique" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");