CREATE TABLE "lead_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"body" text,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_activity_kind_known" CHECK ("lead_activity"."kind" in ('status', 'note'))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activity_contact_idx" ON "lead_activity" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_status_created_at_idx" ON "contacts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contacts_email_lower_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "resource_downloads_email_lower_idx" ON "resource_downloads" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_status_known" CHECK ("contacts"."status" in ('new', 'contacted', 'qualified', 'won', 'lost'));--> statement-breakpoint
-- Requests from before the pipeline existed (issue 14) were answered by email, outside it: those
-- older than a week count as Contacted, with no first-response time (unknown). Recent ones stay
-- New, so none that may still be waiting is hidden.
UPDATE "contacts" SET "status" = 'contacted' WHERE "created_at" < now() - interval '7 days';
