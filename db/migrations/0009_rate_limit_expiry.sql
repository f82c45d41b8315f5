ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Rows from before: their window is unknown, so they live as long as the longest one (a day).
UPDATE "rate_limits" SET "expires_at" = greatest("window_start" + interval '1 day', coalesce("blocked_until", "window_start"));--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "expires_at" SET NOT NULL;
