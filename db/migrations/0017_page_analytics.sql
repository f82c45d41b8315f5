CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_daily_day_path_referrer_host_utm_source_utm_medium_utm_campaign_device_pk" PRIMARY KEY("day","path","referrer_host","utm_source","utm_medium","utm_campaign","device")
);
--> statement-breakpoint
CREATE TABLE "visits_daily" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"landing_path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "visits_daily_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD COLUMN "landing_path" text;--> statement-breakpoint
CREATE INDEX "visits_daily_landing_idx" ON "visits_daily" USING btree ("landing_path","day");