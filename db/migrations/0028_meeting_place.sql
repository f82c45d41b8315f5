ALTER TABLE "booking_requests" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "phone_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "video_url" text;