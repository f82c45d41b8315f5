ALTER TABLE "newsletters" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_reports" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_status_known" CHECK ("newsletters"."status" in ('new', 'contacted', 'qualified', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "quiz_reports" ADD CONSTRAINT "quiz_reports_status_known" CHECK ("quiz_reports"."status" in ('new', 'contacted', 'qualified', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_status_known" CHECK ("resource_downloads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_status_known" CHECK ("bookings"."lead_status" in ('new', 'contacted', 'qualified', 'won', 'lost'));