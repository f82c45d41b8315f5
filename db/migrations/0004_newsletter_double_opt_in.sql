ALTER TABLE "newsletters" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Subscribers from before double opt-in signed up under the earlier flow and already received a
-- welcome with an unsubscribe link: they count as confirmed (docs/security.md, "Email").
UPDATE "newsletters" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
