CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"position" text NOT NULL,
	"district" text NOT NULL,
	"agenda" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"referrer" text,
	"landing_path" text,
	"starts_at" timestamp with time zone NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"moved_booking_id" integer
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_moved_booking_id_bookings_id_fk" FOREIGN KEY ("moved_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_uid_unique" ON "booking_requests" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_manage_token_unique" ON "booking_requests" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "booking_requests_expires_at_idx" ON "booking_requests" USING btree ("expires_at");