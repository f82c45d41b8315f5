ALTER TABLE "email_outbox" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "subject_id" integer;--> statement-breakpoint
-- Emails queued before these columns existed: their subject is the head of their dedupe key
-- ("contact:42:notify", "newsletter:7:confirm:…"), so timelines, reminders and purges keep finding them.
UPDATE "email_outbox"
SET "subject_type" = split_part("dedupe_key", ':', 1), "subject_id" = split_part("dedupe_key", ':', 2)::integer
WHERE "dedupe_key" ~ '^(contact|download|newsletter):[0-9]{1,9}(:|$)';--> statement-breakpoint
CREATE INDEX "email_outbox_subject_idx" ON "email_outbox" USING btree ("subject_type","subject_id");
