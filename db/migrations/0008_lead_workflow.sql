-- Issue 14, the lead workflow: the pipeline (statuses, notes, first-response time), the dashboard's
-- search indexes, and anonymous quiz completions.
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
--> statement-breakpoint
-- The dashboard's search looks for any part of a name, address or district (issue 14): trigram
-- indexes. pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL 13+), so the
-- database owner may create it; the embedded server has it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "contacts_district_idx" ON "contacts" USING btree ("district");--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (lower("first_name" || ' ' || "last_name" || chr(31) || "email" || chr(31) || "district" || chr(31) || "position") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletters_search_idx" ON "newsletters" USING gin (lower("email" || chr(31) || case when "confirmed_at" is null then 'pending' else 'confirmed' end) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_downloads_name_idx" ON "resource_downloads" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "resource_downloads_district_idx" ON "resource_downloads" USING btree ("district");--> statement-breakpoint
CREATE INDEX "resource_downloads_resource_idx" ON "resource_downloads" USING btree ("resource_title","created_at");--> statement-breakpoint
CREATE INDEX "resource_downloads_search_idx" ON "resource_downloads" USING gin (lower("first_name" || ' ' || "last_name" || chr(31) || "email" || chr(31) || "district" || chr(31) || "position" || chr(31) || "resource_title") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "quiz_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"answers" smallint[] NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_completions_answers_bounded" CHECK (cardinality("quiz_completions"."answers") <= 50)
);
--> statement-breakpoint
CREATE INDEX "quiz_completions_created_at_idx" ON "quiz_completions" USING btree ("created_at");
